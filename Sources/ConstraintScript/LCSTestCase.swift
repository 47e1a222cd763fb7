/// One test case of a script: the statements from a `test` line up to the next one, or a whole
/// workload file (which has no `test` line) as one implicit case.
public struct LCSTestCase: Hashable, Sendable {
  /// The name after `test`, or the file's base name for an implicit case.
  public var name: String
  /// The tags after the name, e.g. `kiwi-xfail` (kiwi fails this case; a correct solver passes)
  /// or `kiwi-crash` (kiwi aborts the process on it). The runner treats every case alike.
  public var tags: [String]
  /// The line of the `test` statement, or nil for an implicit case.
  public var line: Int?
  /// The statements after the `test` line (the whole file for an implicit case).
  public var statements: [LCSStatement]

  /// A case; pass `line: nil` for a workload's implicit case.
  public init(name: String, tags: [String] = [], line: Int?, statements: [LCSStatement]) {
    self.name = name
    self.tags = tags
    self.line = line
    self.statements = statements
  }

  /// Whether the case stands for a workload file without `test` statements. Such a case has no
  /// assertions of its own, so the runner checks that every required constraint holds at the end.
  public var isImplicit: Bool { line == nil }
}
