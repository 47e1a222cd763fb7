#!/usr/bin/env bash
# Whether two layoutdb binaries lay out the same files identically: runs
# `layoutdb solve FILE --device design --format json` (plus any extra options) with each binary
# over every Interface Builder document and scene file in the folders given, and diffs the
# outputs byte for byte. A solver change that is meant to leave results alone (a faster data
# structure, the same pivots) must pass it over both corpora.
#
#   Scripts/compare-solve.sh BEFORE AFTER DIR... [-- SOLVE-OPTIONS...]
#   Scripts/compare-solve.sh /tmp/main/layoutdb .build/release/layoutdb \
#     ../shared/corpus/storyboards ../shared/corpus-2/storyboards -- --device all --orientation all
#
# Prints one line per file that differs (and the first lines of the diff), then a summary.
# Exit 0 when every output is identical, 1 when one differs, 2 on bad usage.
set -uo pipefail
[[ $# -ge 3 ]] || { echo "usage: Scripts/compare-solve.sh BEFORE AFTER DIR... [-- OPTIONS...]" >&2; exit 2; }
before="$1"; after="$2"; shift 2
for binary in "$before" "$after"; do
  [[ -x "$binary" ]] || { echo "error: no layoutdb at $binary" >&2; exit 2; }
done
dirs=()
while [[ $# -gt 0 && "$1" != "--" ]]; do dirs+=("$1"); shift; done
[[ $# -gt 0 ]] && shift
options=("$@")
[[ ${#options[@]} -gt 0 ]] || options=(--device design)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
files=0; differing=0
for dir in "${dirs[@]}"; do
  [[ -d "$dir" ]] || { echo "error: no folder $dir" >&2; exit 2; }
  while IFS= read -r file; do
    files=$((files + 1))
    "$before" solve "$file" "${options[@]}" --format json >"$work/before" 2>&1
    echo "exit $?" >>"$work/before"
    "$after" solve "$file" "${options[@]}" --format json >"$work/after" 2>&1
    echo "exit $?" >>"$work/after"
    if ! cmp -s "$work/before" "$work/after"; then
      differing=$((differing + 1))
      echo "DIFFERS $file"
      diff "$work/before" "$work/after" | head -8
    fi
  done < <(find "$dir" -type f \( -name '*.storyboard' -o -name '*.xib' -o -name '*.yaml' -o -name '*.yml' \) | LC_ALL=C sort)
done
echo "$files file(s), $differing differ(s)"
[[ $differing -eq 0 ]]
