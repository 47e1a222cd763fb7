/// The one way layoutdb prints a number, so that golden text is stable: rounded to 1e-6,
/// integers without a decimal point, and `-0` printed as `0`. Text and JSON outputs both use it.
public enum NumberText {
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
