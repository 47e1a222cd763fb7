/// The figures the suite compares with: ours as committed (measured on the project's 2-core
/// Linux machine, release build: one suite run after deferred definitions, the steepest-gain
/// pivot rule and views read by position were merged, 25 Nov 2026, load average 1-1.5,
/// recorded in README.md's "How fast"; the further environments at 5,000 and 20,000 views
/// from a later run, after frame values were read by slot, load average 1.1) and kiwi's from `../shared/bench/README.md`
/// (nucleic/kiwi b24c7e6, `g++ -O2`, same kind of machine), used when no kiwi checkout is
/// given.
///
/// A figure's key is `group/workload/measure`; units are in the measure's name. Update the
/// committed figures with the suite's own output when a change makes them move for good.
enum CommittedFigures {
  static let layoutdb: [String: Double] = [
    "lcs/enaml/add_first_update_ms": 0.432,
    "lcs/enaml/step_us": 0.322,
    "lcs/chain_100/add_first_update_ms": 0.172,
    "lcs/chain_100/step_us": 0.769,
    "lcs/chain_1000/add_first_update_ms": 1.55,
    "lcs/chain_1000/step_us": 5.28,
    "lcs/chain_5000/add_first_update_ms": 8.17,
    "lcs/chain_5000/step_us": 33.2,
    "lcs/grid_4x25/add_first_update_ms": 19.8,
    "lcs/grid_4x25/step_us": 75.9,
    "lcs/grid_4x50/add_first_update_ms": 71.3,
    "lcs/grid_4x50/step_us": 203,
    "lcs/grid_4x100/add_first_update_ms": 291,
    "lcs/grid_4x100/step_us": 733,
    "lcs/grid_4x25_editfirst/add_first_update_ms": 2.72,
    "lcs/grid_4x25_editfirst/step_us": 71.5,
    "engine/seed-form/first_layout_us": 403,
    "engine/seed-form/per_environment_us": 14.9,
    "engine/stacked-rows-1000/first_layout_ms": 19.3,
    "engine/stacked-rows-1000/per_view_us": 19.2,
    "engine/stacked-rows-1000/further_per_view_us": 0.286,
    "engine/stacked-rows-5000/first_layout_ms": 119,
    "engine/stacked-rows-5000/per_view_us": 23.7,
    "engine/stacked-rows-5000/further_per_view_us": 0.319,
    "engine/stacked-rows-20000/first_layout_ms": 545,
    "engine/stacked-rows-20000/per_view_us": 27.2,
    "engine/stacked-rows-20000/further_per_view_us": 0.467,
    "engine/label-chain-1000/first_layout_ms": 24.9,
    "engine/label-chain-1000/per_view_us": 24.8,
    "engine/label-chain-1000/further_per_view_us": 0.311,
    "engine/label-chain-5000/first_layout_ms": 146,
    "engine/label-chain-5000/per_view_us": 29.2,
    "engine/label-chain-5000/further_per_view_us": 0.322,
    "engine/label-chain-20000/first_layout_ms": 773,
    "engine/label-chain-20000/per_view_us": 38.7,
    "engine/label-chain-20000/further_per_view_us": 0.537,
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
