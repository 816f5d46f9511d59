import Foundation

/// Writes bytes that are neither JSON nor a SQLite database at `url`, creating its directory.
func writeGarbage(to url: URL) throws {
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a database, not JSON: \u{0}\u{1}\u{2} garbage".utf8).write(to: url)
}
