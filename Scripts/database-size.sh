#!/usr/bin/env bash
# How a layout database grows: records the demo's example scenes N times into a fresh database
# (every 10th run with the demo's regression, the form without `content.width == root.width`,
# so changed layouts are stored too), then prints the file's size, bytes per run and per
# layout, and how long the last records took. The figures in Documentation/CI.md come from it.
#
#   Scripts/database-size.sh [RUNS] [LAYOUTDB]      (defaults: 10000, .build/release/layoutdb)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10000}"
binary="${2:-.build/release/layoutdb}"
[[ -x "$binary" ]] || { echo "error: no layoutdb at $binary; build it or pass its path" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
examples="$(pwd)/Examples"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Examples/form.yaml Examples/multiline-label.yaml Examples/scrollable-controller.yaml \
  Examples/settings.yaml Examples/sign-up.storyboard Examples/tn2154-pure-approach.yaml "$work/"
grep -v '^  - content.width == root.width$' Examples/form.yaml > "$work/form-broken.yaml"
scenes=(form.yaml multiline-label.yaml scrollable-controller.yaml settings.yaml
  sign-up.storyboard tn2154-pure-approach.yaml)
db="$work/layouts.sqlite"
cd "$work"
start=$SECONDS
for ((i = 1; i <= runs; i++)); do
  if ((i % 10 == 0)); then cp form-broken.yaml form.yaml; else cp "$examples/form.yaml" form.yaml; fi
  "$binary" record "${scenes[@]}" --db "$db" >/dev/null
  if ((i % 1000 == 0)); then
    printf '%6d runs  %9d bytes  %5d s\n' "$i" "$(stat -c %s "$db")" "$((SECONDS - start))"
  fi
done
layouts=$(sqlite3 "$db" "SELECT COUNT(*) FROM layout")
snapshots=$(sqlite3 "$db" "SELECT COUNT(*) FROM snapshot")
bytes=$(stat -c %s "$db")
echo "runs: $runs  layouts: $layouts  snapshots stored: $snapshots  file: $bytes bytes"
echo "per run: $((bytes / runs)) bytes  per layout: $((bytes / layouts)) bytes"
start=$(date +%s%N)
sqlite3 "$db" "SELECT COUNT(*) FROM viewMove WHERE scene = 'Form' AND viewId = 'content'" >/dev/null
echo "viewMove for one view over all runs: $((($(date +%s%N) - start) / 1000000)) ms"
start=$(date +%s%N)
"$binary" history --db "$db" --limit 20 >/dev/null
echo "layoutdb history (20 runs): $((($(date +%s%N) - start) / 1000000)) ms"
