import Foundation

/// Where a command will write a file (`--junit`) or a folder (`--report`), checked before the
/// command does anything else: a check that cannot write its outputs fails before it solves
/// or stores, so a failed command writes nothing to the database.
public enum OutputLocation {
  /// Checks that `path` can be written as a file: not a folder, in an existing folder that
  /// is writable.
  public static func checkFile(_ path: String) throws(WorkflowError) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw .write(path: path, reason: "it is a folder; name a file") }
      if !manager.isWritableFile(atPath: path) {
        throw .write(path: path, reason: "permission denied")
      }
      return
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw .write(path: path, reason: "no folder \(folder)") }
    if !manager.isWritableFile(atPath: folder) {
      throw .write(path: path, reason: "folder \(folder) is not writable")
    }
  }

  /// Creates the folder `path` (and its parents) if needed, and checks it is a writable folder.
  public static func prepareFolder(_ path: String) throws(WorkflowError) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { throw .write(path: path, reason: "it is a file; name a folder") }
    } else {
      do {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .write(path: path, reason: "cannot create the folder (\(reason(error)))")
      }
    }
    if !manager.isWritableFile(atPath: path) {
      throw .write(path: path, reason: "the folder is not writable")
    }
  }

  /// A file system error as a short phrase (`permission denied`), not Foundation's dump.
  public static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code))).lowercased()
    }
    switch nsError.code {
    case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
    case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on the device"
    default: return nsError.localizedDescription
    }
  }
}
