import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// How a SQLite store tells its own file from someone else's before it opens it for writing (which
/// would switch it to WAL mode and add the store's tables): a file is the store's own when it has
/// SQLite's header and the store's schema table, `grdb_migrations`, with a migration this version
/// knows (see `KnownMigrations`), or no table at all (a database whose first migration never ran).
///
/// - Nothing at the path: a new database is created there.
/// - Something that is no regular file once symbolic links are followed (a named pipe, a device, a
///   socket, a folder) is refused by its `stat(2)`, never opened: a named pipe would block the read.
/// - A regular file without the header (a text file, an empty file) or a database without the schema
///   is refused: ``SQLiteForeignFileError``.
/// - A file with the header that SQLite cannot read is the store's own, damaged, when its bytes name
///   the schema table; only such a file is moved aside by `CorruptFilePolicy.moveAside`.
enum SQLiteFileOwnership {
    /// The first 16 bytes of every SQLite database file.
    static let header = Data("SQLite format 3\0".utf8)

    /// Checks that what is at `url`, if anything, is a database this store may open.
    ///
    /// - Throws: ``SQLiteForeignFileError`` when it is someone else's or no regular file.
    static func check(_ url: URL) throws {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SQLiteForeignFileError(url: url) }
        guard try startsWithHeader(url) else { throw SQLiteForeignFileError(url: url) }
        do {
            guard try hasOwnSchema(url) else { throw SQLiteForeignFileError(url: url) }
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            guard try namesSchemaTable(url) else { throw SQLiteForeignFileError(url: url) }
        }
    }

    private static func startsWithHeader(_ url: URL) throws -> Bool {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.read(upToCount: header.count) == header
    }

    /// Whether the database's schema is the store's, read through a read-only connection that waits
    /// up to the busy timeout for another connection's write, or its switch to WAL mode, to end.
    private static func hasOwnSchema(_ url: URL) throws -> Bool {
        let deadline = Date() + SQLiteDatabase.busyTimeout
        while true {
            do {
                return try readSchema(url)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    private static func readSchema(_ url: URL) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(SQLiteDatabase.busyTimeout)
        let database = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? database.close() }
        return try database.read { db in
            let tables = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'") ?? 0
            guard tables > 0 else { return true }
            guard try db.tableExists("grdb_migrations") else { return false }
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            return !KnownMigrations.identifiers.isDisjoint(with: applied)
        }
    }

    /// Whether the bytes of a database SQLite cannot read name the store's schema table.
    private static func namesSchemaTable(_ url: URL) throws -> Bool {
        try Data(contentsOf: url, options: .alwaysMapped).range(of: Data("grdb_migrations".utf8)) != nil
    }
}
