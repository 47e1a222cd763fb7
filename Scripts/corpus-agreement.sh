#!/usr/bin/env bash
# Prints how closely layoutdb reproduces the frames Xcode stored in the corpus of real
# Interface Builder files (../shared/corpus/storyboards, or $LAYOUTDB_CORPUS): per file, the
# views compared and within 0.5 pt, the worst offenders, then the overall share.
#
#   Scripts/corpus-agreement.sh [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
if [[ "${1:-}" == "--scratch-path" && -n "${2:-}" ]]; then scratch=(--scratch-path "$2"); fi
corpus="${LAYOUTDB_CORPUS:-$(cd .. && pwd)/shared/corpus/storyboards}"
if [[ ! -f "$corpus/MANIFEST.md" ]]; then
  echo "error: no corpus at $corpus; set LAYOUTDB_CORPUS to a directory of .storyboard/.xib files" >&2
  exit 2
fi
# The report is printed by the corpus test; keep its lines, drop the test runner's.
LAYOUTDB_CORPUS="$corpus" swift test "${scratch[@]}" --filter CorpusAgreementTests 2>&1 \
  | grep -E '^(  [-!~] |[0-9A-Za-z].*(within tolerance|without text calibration)|overall:)' \
  || { echo "error: the corpus test did not run; build with 'swift build --build-tests' first" >&2; exit 1; }
