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

/// Writes what a JSON store's own file holds when a write was cut short: its mark (`format`, first in
/// every file it writes), then nothing it can decode. The store moves such a file aside; a file
/// without the mark is someone else's and refused.
func writeCutShortJSONStoreFile(format: String, to url: URL) throws {
    try write(#"{"format":"\#(format)","images":[{"id":"#, to: url)
}

/// Writes a SQLite store's own database, damaged: SQLite's header with a page size SQLite refuses,
/// and the store's schema table named in its first page. The store moves such a file aside under
/// `CorruptFilePolicy.moveAside`; a file without the header or the table is someone else's.
func writeDamagedSQLiteStoreFile(to url: URL) throws {
    var bytes = Data("SQLite format 3\0".utf8)
    bytes.append(Data(repeating: 0x41, count: 84))
    bytes.append(Data(#"CREATE TABLE "grdb_migrations" ("identifier" TEXT NOT NULL PRIMARY KEY)"#.utf8))
    bytes.append(Data(repeating: 0x41, count: 4_096 - bytes.count))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
}
