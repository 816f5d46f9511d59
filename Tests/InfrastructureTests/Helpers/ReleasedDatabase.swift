import Foundation
import GRDB

/// Writes the SQLite file at `url` as an earlier release left it: with that release's own SQL, run by
/// `write`, not with today's store, so that a schema change that forgot a migration fails the test.
func writeReleasedDatabase(at url: URL, _ write: @escaping @Sendable (Database) throws -> Void) async throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let released = try DatabaseQueue(path: url.path)
    try await released.write(write)
    try released.close()
}
