import GRDB
import SharedCache

/// The SQLite file or one of its rows cannot be read as the store's data (not a database, a damaged
/// one, a value of the wrong kind), as opposed to a passing failure such as a locked database.
public struct SQLiteUnreadableDataError: UnreadableCacheError, CustomStringConvertible {
    /// SQLite's error.
    public let underlying: DatabaseError

    /// Throws `error` as unreadable data when its result code says so, else as it is.
    static func rethrow(_ error: any Error) throws -> Never {
        if let error = error as? DatabaseError,
            [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_MISMATCH].contains(error.resultCode)
        {
            throw SQLiteUnreadableDataError(underlying: error)
        }
        throw error
    }

    public var description: String { underlying.description }
}
