#!/usr/bin/env bash
# Takes the README's picture of the report: runs `layoutdb demo` in a scratch folder (it
# records the examples, breaks the form and checks, writing the report), then photographs the
# top of the report with headless Chromium.
#
#   Scripts/report-screenshot.sh [--bin PATH] [--out FILE]   (default Documentation/images/report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=""
out="Documentation/images/report.png"
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    *) echo "usage: $0 [--bin PATH] [--out FILE]" >&2; exit 2 ;;
  esac
done
if [ -z "$bin" ]; then
  swift build --product layoutdb >&2
  bin="$(swift build --show-bin-path)/layoutdb"
fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
chromium="${LAYOUTDB_CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
if [ -z "$chromium" ]; then
  echo "chromium not found: apt-get install chromium, or set LAYOUTDB_CHROMIUM" >&2
  exit 2
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The demo exits 1: it finds the drift it made.
(cd "$scratch" && "$bin" demo >/dev/null) || [ $? -eq 1 ]
report="$scratch/.layoutdb/demo/report/index.html"
[ -f "$report" ] || { echo "the demo wrote no report at $report" >&2; exit 1; }
mkdir -p "$(dirname "$out")"
"$chromium" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
  --user-data-dir="$scratch/profile" --force-device-scale-factor=1 --window-size=1280,1240 \
  --screenshot="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")" "file://$report" \
  >/dev/null 2>&1
size=$(wc -c <"$out")
echo "$out: $size bytes"
if [ "$size" -ge 300000 ]; then
  echo "the picture is over 300 KB; make the window smaller" >&2
  exit 1
fi
