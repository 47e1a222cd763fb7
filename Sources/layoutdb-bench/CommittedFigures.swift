/// The figures the suite compares with: ours as committed (measured on the project's 2-core
/// Linux machine, release build, the run recorded in the README's performance section) and
/// kiwi's from `../shared/bench/README.md` (nucleic/kiwi b24c7e6, `g++ -O2`, same kind of
/// machine), used when no kiwi checkout is given.
///
/// A figure's key is `group/workload/measure`; units are in the measure's name. Update the
/// committed figures with the suite's own output when a change makes them move for good.
enum CommittedFigures {
  static let layoutdb: [String: Double] = [
    "lcs/enaml/add_first_update_ms": 0.49,
    "lcs/enaml/step_us": 0.45,
    "lcs/chain_100/add_first_update_ms": 0.55,
    "lcs/chain_100/step_us": 1.3,
    "lcs/chain_1000/add_first_update_ms": 4.4,
    "lcs/chain_1000/step_us": 8.5,
    "lcs/chain_5000/add_first_update_ms": 30,
    "lcs/chain_5000/step_us": 68,
    "lcs/grid_4x25/add_first_update_ms": 48,
    "lcs/grid_4x25/step_us": 250,
    "lcs/grid_4x50/add_first_update_ms": 210,
    "lcs/grid_4x50/step_us": 950,
    "lcs/grid_4x100/add_first_update_ms": 1150,
    "lcs/grid_4x100/step_us": 5500,
    "lcs/grid_4x25_editfirst/add_first_update_ms": 45,
    "lcs/grid_4x25_editfirst/step_us": 250,
    "engine/seed-form/first_layout_us": 400,
    "engine/seed-form/per_environment_us": 50,
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
