#!/usr/bin/env python3
"""How far layoutdb's text measurement model is from the label frames Xcode stored.

Reads every .storyboard / .xib in the corpus (default: ../shared/corpus/storyboards), keeps the
single-line system-font labels whose stored frame is most likely their intrinsic size, measures
each text with the model in Sources/LayoutEngine/Embedded/system-font-metrics.json, and prints
the width error per font size. Used to fit the metrics' `opticalScale`; `--fit` searches it.
Two smaller checks follow: multi-line labels (does the text wrap into the number of lines the
stored height shows, at the stored width?) and system buttons (title width + insets).

A stored label frame is Xcode's own measurement only when nothing else sized the label, so a
label is left out when:
  * it is marked misplaced, shrinks its font to fit, or has no text or a non-system font;
  * it may wrap (numberOfLines != 1), unless it is 0 and the stored height is one line;
  * its stored height is not one line of its font (so constraints sized it vertically);
  * constraints fix its width: a width constraint, or two required equalities on its leading,
    trailing, left, right or centerX (margins included);
  * a stack view stretches it: vertical with alignment fill, or horizontal with distribution
    fillEqually / fillProportionally.
What is left can still be stretched by constraints this script does not model (a horizontal
`fill` stack view, an inequality chain), so the report also gives the figures without labels
more than 15% off, and lists every label with its error.

The measurement mirrors SystemFontMetrics.swift (one line, no wrapping): for each character its
advance (the table's, x uppercaseScale for capitals; 1 em for CJK / emoji; else the fallback)
x size / 1000 x opticalScale(size) x weightScale(weight), plus tracking(size) / 1000 x size;
the width rounds up to the pixel grid of the document's scale (2x or 3x, told apart by the
fractions in its stored frames), or to whole points in documents saved before iOS 13. A
button's title rounds up to whole points, its line height too; a button without a font has
system 15 (system type) or 18 (custom type, UIFont.buttonFontSize). Custom fonts are left out
(SystemFontMetrics knows the line metrics of a few, not their advances).

Usage: Scripts/text-calibration.py [--corpus DIR]... [--metrics FILE] [--list] [--fit] [--loo]
                                   [--holdout]
  --corpus  a folder of documents; repeat it to pool several (both corpora:
            --corpus ../shared/corpus/storyboards --corpus ../shared/corpus-2/storyboards)
  --list  every label's and button's figures, not just the summaries
  --holdout  split the files in two by repository (the slug in NNN-repository-...), fit on
          one half and report on the other, both ways: a least-squares fit of the advances
          (one correction per character, per weight, and tracking a + b x size per character;
          ridge penalty chosen by cross-validation inside the fitting half) and of the
          multi-line line height, each against the current table on the same held-out files
          (on 2026-11-25, both corpora, 527 labels and buttons of 54 repositories: the fit
          gains on one half (39 -> 59 exact, 1.86 -> 1.49 pt) and loses on the other
          (44 -> 30 exact, 1.27 -> 1.30 pt); the line height 1.1922 x size against 1.1934
          moves 22 -> 23 and 13 -> 12 exact: neither adopted)
  --loo   fit per-character advance corrections on all files but one and measure the one left
          out, for every file: whether a corpus-fitted table would generalise (on 2026-11-23,
          112 labels and buttons of 12 files: the current table gets 26 held-out widths
          exact, 1.23 pt mean error; the fits 8 to 31 exact, 1.14 to 1.29 pt, and no penalty
          gains much on both: not adopted)
"""

import argparse
import glob
import json
import math
import os
import re
import statistics
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "storyboards")
DEFAULT_METRICS = os.path.join(
    ROOT, "Sources", "LayoutEngine", "Embedded", "system-font-metrics.json")

# Interface Builder's text style names -> (weight, point size at each content size category,
# xSmall ... xxxLarge, then AX1 ... AX5). Same table as TextStyle.swift.
TEXT_STYLES = {
    "UICTFontTextStyleTitle0": ("regular", [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    "UICTFontTextStyleTitle1": ("regular", [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    "UICTFontTextStyleTitle2": ("regular", [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    "UICTFontTextStyleTitle3": ("regular", [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    "UICTFontTextStyleHeadline": ("semibold", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    "UICTFontTextStyleBody": ("regular", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    "UICTFontTextStyleCallout": ("regular", [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    "UICTFontTextStyleSubhead": ("regular", [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    "UICTFontTextStyleFootnote": ("regular", [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    "UICTFontTextStyleCaption1": ("regular", [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    "UICTFontTextStyleCaption2": ("regular", [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
}
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "AX1", "AX2", "AX3", "AX4", "AX5"]
LARGE = CATEGORIES.index("large")

HORIZONTAL = {"leading", "trailing", "left", "right", "centerX", "leadingMargin",
              "trailingMargin", "leftMargin", "rightMargin", "centerXWithinMargins"}


class Model:
    """The measurement model of TextMeasurer.swift, for one line of text."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.data = json.load(f)
        self.advances = self.data["advances"]

    def interpolate(self, table, size):
        if size <= table[0][0]:
            return table[0][1]
        for (s0, v0), (s1, v1) in zip(table, table[1:]):
            if size <= s1:
                return v0 + (v1 - v0) * (size - s0) / (s1 - s0)
        return table[-1][1]

    def line_height(self, size):
        return self.data["lineHeight"] * size

    def width(self, text, weight, size):
        d = self.data
        scale = self.interpolate(d["opticalScale"], size) * d["weightScale"][weight]
        tracking = self.interpolate(d["tracking"], size) * size / d["unitsPerEm"]
        total = 0.0
        for ch in text:
            if ch in self.advances:
                units = self.advances[ch] * scale
                if ch.isupper():
                    units *= d["uppercaseScale"]
            elif is_wide(ch):
                units = d["wideAdvance"]
            elif is_zero_width(ch):
                continue
            else:
                units = d["fallbackAdvance"] * scale
            total += units * size / d["unitsPerEm"] + tracking
        return total


def is_wide(ch):
    """CJK and emoji take a full em (same ranges as SystemFontMetrics.swift)."""
    c = ord(ch)
    return (0x1100 <= c <= 0x115F or 0x2E80 <= c <= 0xA4CF or 0xAC00 <= c <= 0xD7A3
            or 0xF900 <= c <= 0xFAFF or 0xFE30 <= c <= 0xFE4F or 0xFF00 <= c <= 0xFF60
            or 0xFFE0 <= c <= 0xFFE6 or 0x1F000 <= c <= 0x1FAFF or 0x2600 <= c <= 0x27BF
            or 0x20000 <= c <= 0x3FFFD)


def is_zero_width(ch):
    c = ord(ch)
    return (0x0300 <= c <= 0x036F or 0x200B <= c <= 0x200F or 0xFE00 <= c <= 0xFE0F
            or c == 0xFEFF)


def ceil_to_pixel(value, scale):
    return math.ceil(value * scale - 1e-9) / scale


def document_scale(text):
    """3 when some stored frame value is a third of a point, else 2."""
    for v in re.findall(r'(?:x|y|width|height)="(-?[0-9.]+)"', text):
        v = float(v)
        if abs(v * 2 - round(v * 2)) > 1e-3 and abs(v * 3 - round(v * 3)) < 1e-3:
            return 3
    return 2


def font_of(label, category):
    """(weight, point size) of a label's system font, or None for a custom font."""
    fd = label.find("fontDescription")
    if fd is None:
        return None
    if "style" in fd.attrib:
        style = TEXT_STYLES.get(fd.get("style"))
        return None if style is None else (style[0], style[1][category])
    kind = fd.get("type")
    if kind == "boldSystem":
        return ("bold", float(fd.get("pointSize", "17")))
    if kind == "system":
        weight = fd.get("weight", "regular")
        return (weight, float(fd.get("pointSize", "17")))
    return None


def guess_category(root, scale):
    """The content size category Xcode's canvas used: the one under which most text-style
    labels' stored heights are one line of their font (Interface Builder does not save it)."""
    labels = [l for l in root.iter("label") if l.find("fontDescription") is not None
              and l.find("fontDescription").get("style") in TEXT_STYLES]
    best, best_hits = LARGE, -1
    for index in [LARGE] + [i for i in range(len(CATEGORIES)) if i != LARGE]:
        hits = 0
        for label in labels:
            size = TEXT_STYLES[label.find("fontDescription").get("style")][1][index]
            height = float(label.find('rect[@key="frame"]').get("height"))
            if abs(height - ceil_to_pixel(1.193359375 * size, scale)) < 0.01:
                hits += 1
        if hits > best_hits:
            best, best_hits = index, hits
    return best


def width_is_constrained(root, parents, label_id):
    """Whether constraints or a stack view decide a view's width rather than its content."""
    edges = 0
    for constraint in root.iter("constraint"):
        owner = parents[parents[constraint]]
        first = constraint.get("firstItem") or owner.get("id")
        second = constraint.get("secondItem")
        if label_id not in (first, second):
            continue
        attribute = constraint.get("firstAttribute") if first == label_id \
            else constraint.get("secondAttribute")
        required = constraint.get("priority") in (None, "1000")
        equal = constraint.get("relation") is None
        if attribute == "width" and equal and required:
            return True
        if attribute in HORIZONTAL and equal and required:
            edges += 1
    if edges >= 2:
        return True
    view = next(e for e in root.iter() if e.get("id") == label_id)
    superview = parents.get(parents.get(view))
    if superview is not None and superview.tag == "stackView":
        if superview.get("axis") == "vertical":
            return superview.get("alignment") in (None, "fill")
        return superview.get("distribution") in ("fillEqually", "fillProportionally")
    return False


def documents(corpus):
    """(path, root element, child -> parent map, scale, content size category index) per file
    of a corpus folder, or of several (a list)."""
    folders = [corpus] if isinstance(corpus, str) else corpus
    paths = sorted(path for folder in folders for pattern in ("*.storyboard", "*.xib")
                   for path in glob.glob(os.path.join(folder, pattern)))
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        root = ET.fromstring(text)
        parents = {child: parent for parent in root.iter() for child in parent}
        scale = document_scale(text)
        yield path, root, parents, scale, guess_category(root, scale)


def file_key(path):
    """A sample's file: its name without the extension (corpus files are named
    NN-repository-... or NNN-repository-...)."""
    return os.path.splitext(os.path.basename(path))[0]


def repository(key):
    """The repository slug in a corpus file's name (`047-sentry-ios-swift-main` -> `sentry`):
    files of one repository share fonts and styles, so held-out halves split by it."""
    match = re.match(r"\d+-([^-]+)", key)
    return match.group(1) if match else key


def is_before_ios13(root):
    """Documents saved by Xcode 10 or older (toolsVersion < 15000), whose one-line labels
    measure in whole points (the importer's `roundsToWholePoints`)."""
    try:
        return 0 < float(root.get("toolsVersion", "0").split(".")[0]) < 15000
    except ValueError:
        return False


def samples(corpus):
    """(file, text, weight, size, scale, stored width) for each usable single-line label;
    scale 1 where the document measures one-line labels in whole points."""
    out = []
    for path, root, parents, document_scale_, category in documents(corpus):
        whole_points = is_before_ios13(root)
        for label in root.iter("label"):
            a = label.attrib
            frame = label.find('rect[@key="frame"]')
            font = font_of(label, category)
            lines = int(a.get("numberOfLines", "1"))
            scale = 1 if whole_points and lines == 1 else document_scale_
            if frame is None or font is None or not a.get("text"):
                continue
            if a.get("misplaced") == "YES" or a.get("adjustsFontSizeToFit") == "YES":
                continue
            height = float(frame.get("height"))
            if abs(height - ceil_to_pixel(1.193359375 * font[1], scale)) > 0.01:
                continue  # not one line of its font: sized vertically by something else
            if lines not in (0, 1):
                continue
            if width_is_constrained(root, parents, a["id"]):
                continue
            out.append((file_key(path), a["text"], font[0], font[1], scale,
                        float(frame.get("width"))))
    return out


def wrap_line_count(model, text, weight, size, max_width):
    """Lines of greedy word wrapping, as TextMeasurer.swift breaks them: after spaces, after a
    hyphen between letters, and inside a word longer than the line."""
    limit = max_width + 1e-9
    count = 0
    for paragraph in text.split("\n"):
        # Words with the spaces after them, each split after a hyphen between two letters.
        pieces = [piece for word in re.findall(r" +|[^ ]+ *", paragraph)
                  for piece in re.split(r"(?<=[^\W\d_]-)(?=[^\W\d_])", word)]
        count += 1
        x = 0.0
        empty = True
        for piece in pieces:
            content = piece.rstrip(" ")
            width = model.width(content, weight, size)
            if not empty and x + width > limit:
                count, x, empty = count + 1, 0.0, True
            if empty and width > limit:
                for ch in content:
                    advance = model.width(ch, weight, size)
                    if x > 0 and x + advance > limit:
                        count, x = count + 1, 0.0
                    x += advance
            else:
                x += width
            empty = False
            x += model.width(piece[len(content):], weight, size)
    return count


def wrap_samples(corpus, model):
    """(file, text, lines stored, lines predicted) for multi-line labels whose stored height is
    a whole number of lines (at least two) of their font, at the stored width."""
    out = []
    for path, root, parents, scale, category in documents(corpus):
        for label in root.iter("label"):
            a = label.attrib
            frame = label.find('rect[@key="frame"]')
            font = font_of(label, category)
            lines = int(a.get("numberOfLines", "1"))
            if frame is None or font is None or not a.get("text") or lines == 1:
                continue
            if a.get("misplaced") == "YES":
                continue
            height, width = float(frame.get("height")), float(frame.get("width"))
            stored = next((n for n in range(2, 40)
                           if abs(height - ceil_to_pixel(n * 1.193359375 * font[1], scale))
                           < 0.01), None)
            if stored is None:
                continue
            predicted = wrap_line_count(model, a["text"], font[0], font[1], width)
            if lines > 0:
                predicted = min(predicted, lines)
            out.append((file_key(path), a["text"], stored, predicted))
    return out


def button_font(button, category):
    """(weight, size) of a classic button's title font: system 15 for a system (or legacy
    rounded-rect) button, UIFont.buttonFontSize (18) for a custom-type one (no buttonType)."""
    if button.find("fontDescription") is not None:
        return font_of(button, category)
    custom = button.get("buttonType") in (None, "custom")
    return ("regular", 18.0 if custom else 15.0)


def button_samples(corpus, model):
    """(file, title, weight, size, stored width, model width) for system and rounded-rect
    buttons with a title, no width of their own and the height UIKit gives them (title line
    rounded up to whole points + 6 above and below, or their vertical insets)."""
    out = []
    for path, root, parents, scale, category in documents(corpus):
        for button in root.iter("button"):
            state = button.find("state")
            title = state.get("title") if state is not None else None
            frame = button.find('rect[@key="frame"]')
            if not title or frame is None or button.get("misplaced") == "YES":
                continue
            font = button_font(button, category)
            if font is None:
                continue
            inset = button.find('inset[@key="contentEdgeInsets"]')
            left, right, top, bottom = (0.0,) * 4 if inset is None else (
                float(inset.get(k)) for k in ("minX", "maxX", "minY", "maxY"))
            vertical = 12 if top == 0 and bottom == 0 else top + bottom
            height = math.ceil(1.193359375 * font[1] - 1e-9) + vertical
            if abs(float(frame.get("height")) - height) > 0.01:
                continue
            if width_is_constrained(root, parents, button.get("id")):
                continue
            width = math.ceil(model.width(title, font[0], font[1]) - 1e-9) + left + right
            out.append((file_key(path), title, font[0], font[1],
                        float(frame.get("width")), width))
    return out


def errors(model, rows):
    return [(row, ceil_to_pixel(model.width(row[1], row[2], row[3]), row[4]) - row[5])
            for row in rows]


def report(model, rows, listing):
    results = errors(model, rows)
    kept = [(r, e) for r, e in results if abs(e) / r[5] <= 0.15]
    if listing:
        print(f"{'file':4} {'weight':9} {'size':>5} {'stored':>8} {'model':>8} {'error':>7}  text")
        for (f, text, weight, size, _, stored), err in sorted(results, key=lambda r: r[0][3]):
            print(f"{f:4} {weight:9} {size:5g} {stored:8.2f} {stored + err:8.2f} "
                  f"{err:+7.2f}  {text!r}")
        print()
    print("Single-line labels: width error per font size, err = model - stored (points),")
    print("over the labels within 15% (the others are stretched by constraints):")
    print(f"{'size':>5} {'labels':>6} {'mean |err|':>10} {'max |err|':>9} {'mean err':>8} "
          f"{'mean |err| %':>12} {'left out':>8}")
    sizes = sorted({r[3] for r, _ in results})
    for size in sizes:
        group = [(r, e) for r, e in kept if r[3] == size]
        left_out = sum(1 for r, e in results if r[3] == size) - len(group)
        if not group:
            print(f"{size:5g} {0:6d} {'':>10} {'':>9} {'':>8} {'':>12} {left_out:8d}")
            continue
        abs_errs = [abs(e) for _, e in group]
        rel = [abs(e) / r[5] * 100 for r, e in group]
        print(f"{size:5g} {len(group):6d} {statistics.mean(abs_errs):10.2f} "
              f"{max(abs_errs):9.2f} {statistics.mean(e for _, e in group):+8.2f} "
              f"{statistics.mean(rel):11.1f}% {left_out:8d}")
    summarize("all", results)
    summarize("within 15%", kept)


def report_wrapping(model, corpus, listing):
    rows = wrap_samples(corpus, model)
    if not rows:
        return
    print("\nMulti-line labels: lines at the stored width vs lines in the stored height")
    if listing:
        for f, text, stored, predicted in rows:
            mark = "ok" if stored == predicted else f"model {predicted}"
            print(f"  {f:4} {stored:3d} lines  {mark:9}  {text[:60]!r}")
    agree = sum(1 for r in rows if r[2] == r[3])
    print(f"{agree} of {len(rows)} labels wrap into the stored number of lines")


def report_buttons(model, corpus, listing):
    rows = button_samples(corpus, model)
    if not rows:
        return
    print("\nButtons: title width + content insets, err = model - stored (points)")
    if listing:
        for f, title, weight, size, stored, width in rows:
            print(f"  {f:4} {weight:9} {size:5g} {stored:8.2f} {width:8.2f} "
                  f"{width - stored:+7.2f}  {title!r}")
    results = [(r, r[5] - r[4]) for r in rows]
    kept = [(r, e) for r, e in results if abs(e) / r[4] <= 0.15]
    for name, group in (("all", results), ("within 15%", kept)):
        if group:
            abs_errs = [abs(e) for _, e in group]
            print(f"{name:>11}: {len(group)} buttons, mean |err| "
                  f"{statistics.mean(abs_errs):.2f} pt, max {max(abs_errs):.2f} pt")


def summarize(name, results):
    if not results:
        return
    abs_errs = [abs(e) for _, e in results]
    rel = [abs(e) / r[5] * 100 for r, e in results]
    print(f"{name:>11}: {len(results)} labels, mean |err| {statistics.mean(abs_errs):.2f} pt "
          f"({statistics.mean(rel):.1f}%), median {statistics.median(abs_errs):.2f} pt, "
          f"max {max(abs_errs):.2f} pt ({max(rel):.1f}%)")


def fit(model, rows):
    """Grid search of the two opticalScale factors (text sizes, display sizes) that minimise
    the mean relative error of the labels within 15%."""
    table = model.data["opticalScale"]
    best = None
    for text in [x / 1000 for x in range(1000, 1121, 2)]:
        for display in [x / 1000 for x in range(880, 1001, 2)]:
            model.data["opticalScale"] = [[table[0][0], text], [table[1][0], display]]
            rel = [abs(e) / r[5] for r, e in errors(model, rows)]
            kept = [x for x in rel if x <= 0.15]
            score = (-len(kept), statistics.mean(kept))
            if best is None or score < best[0]:
                best = (score, text, display)
    model.data["opticalScale"] = table
    (_, mean), text, display = best
    print(f"best opticalScale: text {text:.3f}, display {display:.3f} "
          f"(mean relative error {mean * 100:.2f}% within 15%)")


def interval_samples(corpus, model):
    """(file, text, weight, size, low, high) for the labels and buttons above within 15% of
    the model: the exact title widths, in points, that round to the stored frame (a label's
    width rounds up to the pixel grid, a button's title to whole points)."""
    rows = []
    for f, text, weight, size, scale, stored in samples(corpus):
        rows.append((f, text, weight, size, stored - 1 / scale, stored))
    for f, title, weight, size, stored, width in button_samples(corpus, model):
        insets = width - math.ceil(model.width(title, weight, size) - 1e-9)
        rows.append((f, title, weight, size, stored - insets - 1, stored - insets))
    return [r for r in rows if abs(model.width(r[1], r[2], r[3]) / r[5] - 1) <= 0.15]


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting (the system is small and well posed)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def leave_one_file_out(model, corpus):
    """Would a per-character correction of the advances, fitted to the corpus, generalise?
    For each file: fit one factor per character (ridge regression toward the current table,
    penalty lambda) on the other files' labels and buttons, then measure the held-out file's.
    Prints, per lambda, how many held-out widths land in their stored interval and the mean
    distance to its middle, next to the current table's."""
    rows = interval_samples(corpus, model)
    chars = sorted({c for r in rows for c in r[1] if c in model.advances})
    index = {c: i for i, c in enumerate(chars)}
    features = []
    for _, text, weight, size, low, high in rows:
        tracking = model.interpolate(model.data["tracking"], size) * size / 1000
        g = [0.0] * len(chars)
        for ch in text:
            if ch in index:
                g[index[ch]] += model.width(ch, weight, size) - tracking
        features.append((model.width(text, weight, size), g, (low + high) / 2))
    files = sorted({r[0] for r in rows})
    print(f"\nLeave one file out: {len(rows)} labels and buttons in {len(files)} files, "
          f"{len(chars)} characters")

    def score(predictions):
        hits = sum(1 for p, r in zip(predictions, rows) if r[4] + 1e-9 < p <= r[5] + 1e-9)
        return hits, statistics.mean(abs(p - f[2]) for p, f in zip(predictions, features))

    current = score([f[0] for f in features])
    for penalty in (1e5, 3e4, 1e4, 3e3, 1e3, 100):
        predictions = [0.0] * len(rows)
        for held_out in files:
            train = [f for f, r in zip(features, rows) if r[0] != held_out]
            n = len(chars)
            xtx = [[sum(f[1][i] * f[1][j] for f in train) + (penalty if i == j else 0)
                    for j in range(n)] for i in range(n)]
            xty = [sum(f[1][i] * (f[2] - f[0]) for f in train) for i in range(n)]
            delta = solve(xtx, xty)
            for k, (f, r) in enumerate(zip(features, rows)):
                if r[0] == held_out:
                    predictions[k] = f[0] + sum(g * d for g, d in zip(f[1], delta))
        hits, error = score(predictions)
        print(f"  lambda {penalty:>7g}: held out {hits:3d} of {len(rows)} exact, mean |err| "
              f"{error:.3f} pt (current table: {current[0]} exact, {current[1]:.3f} pt)")


def halves(keys):
    """The files split in two by repository: sorted repository slugs alternate between the
    halves, so no repository is in both and the split is the same on every run."""
    slugs = sorted({repository(k) for k in keys})
    first = {slug for i, slug in enumerate(slugs) if i % 2 == 0}
    return ({k for k in keys if repository(k) in first},
            {k for k in keys if repository(k) not in first})


def advance_features(model, rows):
    """Per interval sample: (modelled width, features, target). The features are linear in
    the unknowns of the fit: one relative correction of each character's advance, one of each
    weight's scale, and tracking of a + b x size points per character."""
    chars = sorted({c for r in rows for c in r[1] if c in model.advances})
    weights = sorted({r[2] for r in rows})
    names = [f"char {c!r}" for c in chars] + [f"weight {w}" for w in weights] + [
        "tracking a", "tracking b"]
    index = {c: i for i, c in enumerate(chars)}
    out = []
    for _, text, weight, size, low, high in rows:
        tracking = model.interpolate(model.data["tracking"], size) * size / 1000
        g = [0.0] * len(names)
        glyphs = 0
        for ch in text:
            advance = model.width(ch, weight, size) - tracking
            if ch in index:
                g[index[ch]] += advance
            g[len(chars) + weights.index(weight)] += advance
            glyphs += 1
        g[-2], g[-1] = glyphs, glyphs * size / 100
        out.append((model.width(text, weight, size), g, (low + high) / 2, low, high))
    return names, len(chars), out


def ridge(features, n, char_count, penalty):
    """Least squares with a ridge penalty on the character corrections (toward the current
    table) and a small one on the global terms."""
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for base, g, target, _, _ in features:
        nz = [(i, v) for i, v in enumerate(g) if v]
        for i, vi in nz:
            xty[i] += vi * (target - base)
            row = xtx[i]
            for j, vj in nz:
                row[j] += vi * vj
    for i in range(n):
        xtx[i][i] += penalty if i < char_count else 1e-3
    return solve(xtx, xty)


def held_out_score(features, delta):
    """(widths inside their stored interval, mean |error| to the interval's middle)."""
    predictions = [base + sum(g * d for g, d in zip(gs, delta)) for base, gs, _, _, _ in features]
    hits = sum(1 for p, f in zip(predictions, features) if f[3] + 1e-9 < p <= f[4] + 1e-9)
    error = statistics.mean(abs(p - f[2]) for p, f in zip(predictions, features))
    return hits, error


def line_height_samples(corpus):
    """(file, size, scale, lines, stored height) for labels that may wrap (numberOfLines not
    1), stored two or more lines high: within a tenth of the font size of a whole number of
    lines of the current model, so that the fit can move the line height."""
    out = []
    for path, root, _, scale, category in documents(corpus):
        for label in root.iter("label"):
            a = label.attrib
            frame, font = label.find('rect[@key="frame"]'), font_of(label, category)
            if frame is None or font is None or not a.get("text") or a.get("misplaced") == "YES":
                continue
            if a.get("numberOfLines", "1") == "1" or label.find("attributedString") is not None:
                continue
            height, size = float(frame.get("height")), font[1]
            lines = round(height / (1.193359375 * size))
            if lines >= 2 and abs(height - lines * 1.193359375 * size) <= 0.1 * size:
                out.append((file_key(path), size, scale, lines, height))
    return out


def line_height_score(rows, per_point):
    """(heights reproduced exactly, mean |error|) with a line of `per_point` x size."""
    errors_ = [ceil_to_pixel(n * per_point * size, scale) - h for _, size, scale, n, h in rows]
    return sum(1 for e in errors_ if abs(e) < 0.01), statistics.mean(abs(e) for e in errors_)


def hold_out(model, corpus):
    """Fit on one half of the files (split by repository), report on the other, both ways:
    the advances (per character, per weight, size-dependent tracking; the ridge penalty chosen
    by 5-fold cross-validation by repository inside the fitting half) and the line height of
    multi-line labels (least squares), each next to the current table on the same files."""
    rows = interval_samples(corpus, model)
    names, char_count, features = advance_features(model, rows)
    keys = [r[0] for r in rows]
    first, second = halves(set(keys) | {r[0] for r in line_height_samples(corpus)})
    print(f"\nHeld-out halves by repository: {len(rows)} labels and buttons, "
          f"{len({repository(k) for k in keys})} repositories")
    for fit_half, test_half, label in ((first, second, "A -> B"), (second, first, "B -> A")):
        train = [f for f, k in zip(features, keys) if k in fit_half]
        test = [f for f, k in zip(features, keys) if k in test_half]
        if not train or not test:
            continue
        train_keys = [k for k in keys if k in fit_half]
        slugs = sorted({repository(k) for k in train_keys})
        best = None
        for penalty in (1e5, 3e4, 1e4, 3e3, 1e3, 300):
            folds = []
            for fold in range(5):
                held = {slug for i, slug in enumerate(slugs) if i % 5 == fold}
                inner = [f for f, k in zip(train, train_keys) if repository(k) not in held]
                outer = [f for f, k in zip(train, train_keys) if repository(k) in held]
                if inner and outer:
                    delta = ridge(inner, len(names), char_count, penalty)
                    folds.extend([held_out_score([f], delta)[1] for f in outer])
            score = statistics.mean(folds)
            if best is None or score < best[0]:
                best = (score, penalty)
        delta = ridge(train, len(names), char_count, best[1])
        current = held_out_score(test, [0.0] * len(names))
        fitted = held_out_score(test, delta)
        print(f"  advances {label}: fitted on {len(train)} (lambda {best[1]:g}), held out "
              f"{len(test)}: current table {current[0]} exact, mean |err| {current[1]:.3f} pt; "
              f"fit {fitted[0]} exact, {fitted[1]:.3f} pt")
        globals_ = ", ".join(f"{n} {d:+.4f}" for n, d in zip(names[char_count:], delta[char_count:]))
        print(f"    global terms: {globals_}")
    lines = line_height_samples(corpus)
    for fit_half, test_half, label in ((first, second, "A -> B"), (second, first, "B -> A")):
        train = [r for r in lines if r[0] in fit_half]
        test = [r for r in lines if r[0] in test_half]
        if not train or not test:
            continue
        # Least squares of n x k x size against the middle of the stored pixel interval.
        k = sum(n * size * (h - 0.5 / scale) for _, size, scale, n, h in train) / sum(
            (n * size) ** 2 for _, size, _, n, _ in train)
        current = line_height_score(test, 1.193359375)
        fitted = line_height_score(test, k)
        print(f"  line height {label}: fitted on {len(train)} labels: {k:.5f} x size; held out "
              f"{len(test)}: current {current[0]} exact, mean |err| {current[1]:.3f} pt; "
              f"fit {fitted[0]} exact, {fitted[1]:.3f} pt")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", action="append",
                        help="a folder of .storyboard/.xib files; repeat for several "
                        "(default: ../shared/corpus/storyboards)")
    parser.add_argument("--metrics", default=DEFAULT_METRICS)
    parser.add_argument("--list", action="store_true", help="print every sample's error")
    parser.add_argument("--fit", action="store_true", help="search the opticalScale factors")
    parser.add_argument("--loo", action="store_true",
                        help="leave-one-file-out test of per-character advance corrections")
    parser.add_argument("--holdout", action="store_true",
                        help="fit on half of the repositories, report on the other half")
    args = parser.parse_args()
    args.corpus = args.corpus or [DEFAULT_CORPUS]
    model = Model(args.metrics)
    rows = samples(args.corpus)
    if not rows:
        print(f"no usable labels under {args.corpus}", file=sys.stderr)
        return 2
    report(model, rows, args.list)
    report_wrapping(model, args.corpus, args.list)
    report_buttons(model, args.corpus, args.list)
    if args.fit:
        fit(model, rows)
    if args.loo:
        leave_one_file_out(model, args.corpus)
    if args.holdout:
        hold_out(model, args.corpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
