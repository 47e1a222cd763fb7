/// The figures the suite compares with: ours as committed (measured on the project's 2-core
/// Linux machine, shared with other jobs, release build: the run recorded in
/// Documentation/Performance.md, 25 Nov 2026; the engine's figures from the run after issue 16's
/// ambiguity memo, the solver workloads' from the run before, which it left as they were) and
/// kiwi's from `../shared/bench/README.md` (nucleic/kiwi b24c7e6, `g++ -O2`, same kind of
/// machine), used when no kiwi checkout is given.
///
/// A figure's key is `group/workload/measure`; units are in the measure's name. Update the
/// committed figures with the suite's own output when a change makes them move for good.
enum CommittedFigures {
  static let layoutdb: [String: Double] = [
    "lcs/enaml/add_first_update_ms": 0.438,
    "lcs/enaml/step_us": 0.3,
    "lcs/chain_100/add_first_update_ms": 0.266,
    "lcs/chain_100/step_us": 0.712,
    "lcs/chain_1000/add_first_update_ms": 2.49,
    "lcs/chain_1000/step_us": 5.52,
    "lcs/chain_5000/add_first_update_ms": 19.7,
    "lcs/chain_5000/step_us": 40.6,
    "lcs/grid_4x25/add_first_update_ms": 37.2,
    "lcs/grid_4x25/step_us": 156,
    "lcs/grid_4x50/add_first_update_ms": 124,
    "lcs/grid_4x50/step_us": 526,
    "lcs/grid_4x100/add_first_update_ms": 960,
    "lcs/grid_4x100/step_us": 4180,
    "lcs/grid_4x25_editfirst/add_first_update_ms": 50.2,
    "lcs/grid_4x25_editfirst/step_us": 159,
    "engine/seed-form/first_layout_us": 515,
    "engine/seed-form/per_environment_us": 35.7,
    "engine/stacked-rows-1000/first_layout_ms": 35.2,
    "engine/stacked-rows-1000/per_view_us": 35.1,
    "engine/stacked-rows-5000/first_layout_ms": 177,
    "engine/stacked-rows-5000/per_view_us": 35.5,
    "engine/stacked-rows-20000/first_layout_ms": 706,
    "engine/stacked-rows-20000/per_view_us": 35.3,
    "engine/label-chain-1000/first_layout_ms": 645,
    "engine/label-chain-1000/per_view_us": 643,
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
