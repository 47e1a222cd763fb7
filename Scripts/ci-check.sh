#!/usr/bin/env bash
# The layout check of a CI job: checks scenes against the baselines of a track, writes the
# JUnit file and the HTML report, and exits as `layoutdb check` does (0 clean, 1 drift or
# missing baselines, 2 bad input or usage). In GitHub Actions, drift also shows as annotations.
#
#   Scripts/ci-check.sh [INPUT...]      no INPUT: the files the track's baselines came from
#
# Environment (all optional):
#   LAYOUTDB_BIN    the layoutdb to run; default: `layoutdb` on PATH, else this package built
#                   in release (`swift build -c release`, a few minutes the first time)
#   LAYOUTDB_DB     the database (default .layoutdb/layouts.sqlite in the current directory)
#   LAYOUTDB_TRACK  the baseline track to compare with (default main)
#   LAYOUTDB_OUT    where junit.xml and report/ go (default .layoutdb/ci)
set -euo pipefail

package="$(cd "$(dirname "$0")/.." && pwd)"
track="${LAYOUTDB_TRACK:-main}"
out="${LAYOUTDB_OUT:-.layoutdb/ci}"

if [[ -n "${LAYOUTDB_BIN:-}" ]]; then
  bin="$LAYOUTDB_BIN"
elif command -v layoutdb >/dev/null 2>&1; then
  bin="$(command -v layoutdb)"
else
  echo "==> building layoutdb (release) in $package" >&2
  swift build -c release --package-path "$package" --product layoutdb >&2
  bin="$(swift build -c release --package-path "$package" --show-bin-path)/layoutdb"
fi
if [[ ! -x "$bin" ]]; then
  echo "error: $bin is not an executable layoutdb" >&2
  exit 2
fi

mkdir -p "$out"
status=0
CI="${CI:-true}" "$bin" check "$@" --track "$track" --junit "$out/junit.xml" \
  --report "$out/report" || status=$?
if [[ $status -le 1 ]]; then echo "JUnit: $out/junit.xml"; fi
exit "$status"
