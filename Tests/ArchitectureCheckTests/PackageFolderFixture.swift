import Foundation

/// A fixture of packages written by a test into a temporary folder, `root`.
protocol PackageFolderFixture {
    /// The temporary folder that holds the packages.
    var root: URL { get }
}

extension PackageFolderFixture {
    /// Removes the temporary folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to the file at `path` from the root.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of the file at `path` from the root.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Puts `line` before the first line of the file at `path` from the root.
    func prepend(_ line: String, to path: String) throws {
        try write(line + "\n" + read(path), to: path)
    }
}
