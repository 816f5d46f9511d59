import Foundation

/// Writes bytes that are neither JSON nor a SQLite database at `url`, creating its directory.
func writeGarbage(to url: URL) throws {
    try write("not a database, not JSON: \u{0}\u{1}\u{2} garbage", to: url)
}

/// Writes `contents` as UTF-8 at `url`, creating its directory.
func write(_ contents: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
}
