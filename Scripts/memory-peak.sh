#!/usr/bin/env bash
# The peak resident memory of `solve --format json`, `record` and `check` on one file, laid
# out on one device and over the full matrix (every catalog device × orientation × keyboard
# state), measured with `/usr/bin/time -v`. Results are streamed (written, stored and compared
# as each layout is solved), so the two columns should be close: memory does not grow with
# the number of environments. The figures in the README come from it.
#
#   Scripts/memory-peak.sh FILE [LAYOUTDB]      (default: .build/release/layoutdb)
#
# `record` and `check` use a fresh database in a temporary folder: `check` compares with the
# baselines a `record --baseline` of the same environments approved just before.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: Scripts/memory-peak.sh FILE [LAYOUTDB]" >&2; exit 2; }
file="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
binary="${2:-.build/release/layoutdb}"
[[ -x "$binary" ]] || { echo "error: no layoutdb at $binary; build it or pass its path" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "error: needs GNU time (apt-get install time)" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

# Prints the peak RSS in MiB of a layoutdb command; its output goes to a file, so that a
# terminal or a pipe does not take part. `check` exits 1 on drift, an outcome here.
peak() {
  local status=0
  /usr/bin/time -o time.txt -v "$binary" "$@" >out.txt 2>err.txt || status=$?
  if [[ $status -ne 0 && ! ($status -eq 1 && $1 == check) ]]; then
    cat err.txt >&2
    exit "$status"
  fi
  awk '/Maximum resident set size/ { printf "%.1f", $6 / 1024 }' time.txt
}

one=(--device iphone-16 --orientation portrait --keyboard hidden)
all=(--device all --orientation all --keyboard all)
count() { "$binary" solve "$file" "$@" --format json | grep -c '"scene": '; }
echo "$(basename "$file"): $(count "${one[@]}") layout(s) on one device in one environment," \
  "$(count "${all[@]}") over the full matrix"
printf '%-20s %10s %12s\n' "peak RSS (MiB)" "one" "full matrix"
for command in solve record check; do
  results=()
  for environments in one all; do
    declare -n options=$environments
    rm -f db.sqlite*
    case $command in
      solve) results+=("$(peak solve "$file" "${options[@]}" --format json)") ;;
      record) results+=("$(peak record "$file" "${options[@]}" --db db.sqlite)") ;;
      check)
        "$binary" record "$file" "${options[@]}" --baseline --db db.sqlite >/dev/null
        results+=("$(peak check "$file" "${options[@]}" --db db.sqlite)")
        ;;
    esac
    unset -n options
  done
  label=$command
  [[ $command == solve ]] && label="solve --format json"
  printf '%-20s %10s %12s\n' "$label" "${results[@]}"
done
