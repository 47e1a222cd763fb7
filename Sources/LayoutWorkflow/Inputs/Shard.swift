import LayoutEngine

/// One of N parallel jobs' share of the scene × environment work (`--shard I/N`).
///
/// A pair belongs to shard `1 + hash(scene, environment key) mod N`, with a hash fixed here
/// (FNV-1a, 64 bits) rather than Swift's `Hasher`, which is seeded per process: the same pair
/// lands in the same shard on every machine and run, shares stay balanced, and adding a file
/// moves none of the pairs already there.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  public var count: Int

  /// `index` of `count`; nil unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// `2/4`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether this shard lays out `scene` in `environment`.
  public func contains(scene: String, environment: Environment) -> Bool {
    Self.shard(of: scene, EnvironmentKey(environment).rawValue, count: count) == index
  }

  /// The 1-based shard of a scene and an environment key among `count`.
  static func shard(of scene: String, _ environmentKey: String, count: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a offset basis
    for byte in scene.utf8 + [0] + environmentKey.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3  // FNV prime
    }
    return Int(hash % UInt64(count)) + 1
  }
}
