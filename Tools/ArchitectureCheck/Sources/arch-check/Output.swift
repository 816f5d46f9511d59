import ArchitectureCheckCore
import Foundation

/// Writes to standard output, standard error and files.
///
/// Through the throwing `write(contentsOf:)`: Foundation's `write(_:)` traps when the write fails (a
/// full disk, `ENOSPC`; a closed pipe, `EPIPE`, when `SIGPIPE` is ignored), which stopped the check
/// with signal 4 instead of an error.
enum Output {
    /// Writes `text` to standard output; when it cannot, says so on standard error and exits with 1
    /// (once: nothing more is written).
    static func standard(_ text: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            Output.error("arch-check: cannot write to standard output: \(reason(error))\n")
            exit(1)
        }
    }

    /// Writes `text` to standard error; a failure is ignored, there is nowhere left to report it.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// The system's message for the `errno` behind `error` ("No space left on device"), else its
    /// description.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        for candidate in [error as NSError, underlying].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        return error.localizedDescription
    }

    /// Writes `text` to the file at `path`, unless the file already holds exactly that: an unchanged
    /// file keeps its modification date, so that a build that reads it (the plugin's stamp, a generated
    /// graph) sees no change and compiles nothing.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let data = Data(text.utf8)
        if isRegularFile(path), FileManager.default.contents(atPath: path) == data { return }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw ArchitectureCheckError.usage("cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// Whether `path` names a regular file (not a pipe or a device such as `/dev/stdout`, which
    /// reading would block on or consume).
    private static func isRegularFile(_ path: String) -> Bool {
        let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
