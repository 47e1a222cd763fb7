/// The figures the suite compares with: ours as committed (measured on the project's 2-core
/// Linux machine, shared with other jobs, release build: the suite run recorded in
/// Documentation/Performance.md, 25 Nov 2026, load average 2.4; the figures deferred
/// definitions moved, chain steps, grids and label chains, from the suite run of that change,
/// load average 4-6) and kiwi's from `../shared/bench/README.md` (nucleic/kiwi b24c7e6,
/// `g++ -O2`, same kind of machine), used when no kiwi checkout is given.
///
/// A figure's key is `group/workload/measure`; units are in the measure's name. Update the
/// committed figures with the suite's own output when a change makes them move for good.
enum CommittedFigures {
  static let layoutdb: [String: Double] = [
    "lcs/enaml/add_first_update_ms": 0.448,
    "lcs/enaml/step_us": 0.317,
    "lcs/chain_100/add_first_update_ms": 0.22,
    "lcs/chain_100/step_us": 0.734,
    "lcs/chain_1000/add_first_update_ms": 1.84,
    "lcs/chain_1000/step_us": 5.32,
    "lcs/chain_5000/add_first_update_ms": 9.96,
    "lcs/chain_5000/step_us": 27.8,
    "lcs/grid_4x25/add_first_update_ms": 15.4,
    "lcs/grid_4x25/step_us": 72.5,
    "lcs/grid_4x50/add_first_update_ms": 54.8,
    "lcs/grid_4x50/step_us": 179,
    "lcs/grid_4x100/add_first_update_ms": 208,
    "lcs/grid_4x100/step_us": 488,
    "lcs/grid_4x25_editfirst/add_first_update_ms": 14.7,
    "lcs/grid_4x25_editfirst/step_us": 78.2,
    "engine/seed-form/first_layout_us": 478,
    "engine/seed-form/per_environment_us": 15.5,
    "engine/stacked-rows-1000/first_layout_ms": 19.4,
    "engine/stacked-rows-1000/per_view_us": 19.4,
    "engine/stacked-rows-1000/further_per_view_us": 0.294,
    "engine/stacked-rows-5000/first_layout_ms": 115,
    "engine/stacked-rows-5000/per_view_us": 23,
    "engine/stacked-rows-5000/further_per_view_us": 0.319,
    "engine/stacked-rows-20000/first_layout_ms": 517,
    "engine/stacked-rows-20000/per_view_us": 25.9,
    "engine/stacked-rows-20000/further_per_view_us": 0.667,
    "engine/label-chain-1000/first_layout_ms": 22.4,
    "engine/label-chain-1000/per_view_us": 22.3,
    "engine/label-chain-1000/further_per_view_us": 0.316,
    "engine/label-chain-5000/first_layout_ms": 127,
    "engine/label-chain-5000/per_view_us": 25.3,
    "engine/label-chain-5000/further_per_view_us": 0.39,
    "engine/label-chain-20000/first_layout_ms": 662,
    "engine/label-chain-20000/per_view_us": 33.1,
    "engine/label-chain-20000/further_per_view_us": 0.725,
  ]

  /// kiwi's add all (ms) and resize step cycle mean (µs) per workload, from the workloads'
  /// README (kiwi's first update is a copy of values: its add all is the comparable figure).
  static let kiwi: [String: Double] = [
    "lcs/enaml/add_first_update_ms": 0.97, "lcs/enaml/step_us": 2.34,
    "lcs/chain_100/add_first_update_ms": 2.1, "lcs/chain_100/step_us": 16,
    "lcs/chain_1000/add_first_update_ms": 180, "lcs/chain_1000/step_us": 477,
    "lcs/chain_5000/add_first_update_ms": 9200, "lcs/chain_5000/step_us": 4300,
    "lcs/grid_4x25/add_first_update_ms": 620, "lcs/grid_4x25/step_us": 6500,
    "lcs/grid_4x50/add_first_update_ms": 3000, "lcs/grid_4x50/step_us": 39000,
    "lcs/grid_4x100/add_first_update_ms": 16800, "lcs/grid_4x100/step_us": 222_000,
    "lcs/grid_4x25_editfirst/add_first_update_ms": 19000,
    "lcs/grid_4x25_editfirst/step_us": 5800,
  ]
}
