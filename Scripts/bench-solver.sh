#!/usr/bin/env bash
# Runs the solver benchmark on every workload and prints our figures beside kiwi's.
#
#   Scripts/bench-solver.sh [WORKLOAD_DIR]
#
# WORKLOAD_DIR defaults to ../shared/bench/workloads (the "lcs 1" workloads layoutdb is
# measured on; not part of a user's clone). kiwi's figures are those published beside the
# workloads in ../shared/bench/README.md (nucleic/kiwi, g++ -O2, this kind of machine).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-../shared/bench/workloads}"
if [ ! -d "$dir" ]; then
  echo "error: no workload directory at $dir (pass one as the first argument)" >&2
  exit 2
fi
swift build -c release --product layoutdb-bench >&2
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for file in "$dir"/*.lcs; do
  .build/release/layoutdb-bench lcs "$file" | tee -a "$results" >&2
done
python3 - "$results" <<'PY'
import json, sys
# kiwi's figures from ../shared/bench/README.md: add all (ms), update (us), resize step (us).
kiwi = {
    "enaml.lcs": (0.97, 0.69, 2.34), "chain_100.lcs": (2.1, 8.7, 16),
    "chain_1000.lcs": (180, 349, 477), "chain_5000.lcs": (9200, 1900, 4300),
    "grid_4x25.lcs": (620, 118, 6500), "grid_4x50.lcs": (3000, 214, 39000),
    "grid_4x100.lcs": (16800, 484, 222000), "grid_4x25_editfirst.lcs": (19000, 94, 5800),
}
print(f"{'workload':26} {'add ms':>9} {'+1st upd':>9} {'kiwi':>9} | {'step us':>9} {'kiwi':>9} | {'upd us':>7} {'kiwi':>7}")
for line in open(sys.argv[1]):
    r = json.loads(line)
    k = kiwi.get(r["file"], (float("nan"),) * 3)
    total = r["add_ms"] + r["first_update_us"] / 1000
    print(f"{r['file']:26} {r['add_ms']:9.2f} {total:9.2f} {k[0]:9.2f} | "
          f"{r['step_cycle_mean_us']:9.1f} {k[2]:9.1f} | {r['update_us']:7.2f} {k[1]:7.2f}")
PY
