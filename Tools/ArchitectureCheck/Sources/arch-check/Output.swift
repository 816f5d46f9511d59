import ArchitectureCheckCore
import Foundation

/// Writes to standard output, standard error and files.
enum Output {
    static func standard(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
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
