import Foundation

// Two builds of one program. `Scripts/fuzz` builds it with `-sanitize=fuzzer -D FUZZING`:
// libFuzzer's `main` drives `LLVMFuzzerTestOneInput` with mutated inputs, and the target is
// chosen by `LAYOUTDB_FUZZ_TARGET`. The ordinary build (`swift build`) replays files instead:
// `layoutdb-fuzz TARGET FILE...` prints each file's outcome, which is how a crasher is looked
// at under a debugger and how the seed corpus is checked without libFuzzer.

#if FUZZING
  nonisolated(unsafe) private var selectedTarget = FuzzTarget.ib

  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    let name = ProcessInfo.processInfo.environment["LAYOUTDB_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(Data("LAYOUTDB_FUZZ_TARGET must be one of \(names)\n".utf8))
      exit(2)
    }
    selectedTarget = target
    _ = FuzzTarget.catalog
    return 0
  }

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = selectedTarget.run(data)
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  // SwiftPM links an executable's entry point as `<module>_main` (so that tests can link the
  // module); libFuzzer's driver is started from there.
  @_cdecl("layoutdb_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in
      fuzzerTestOneInput(bytes, size)
    }
  }
#else
  @main
  enum FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("usage: layoutdb-fuzz \(names) FILE...\n".utf8))
        exit(2)
      }
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): unreadable")
          continue
        }
        switch target.run(data) {
        case .solved(let runs): print("\(path): ok (\(runs) layouts)")
        case .refused(let message):
          print("\(path): refused: \(message.split(separator: "\n").first ?? "")")
        }
      }
    }
  }
#endif
