import FeedCache
import Foundation
import GRDB
import SharedCache
import Synchronization
import Testing

@testable import SQLiteInfrastructure

/// A store waiting for a locked file (up to its five-second busy timeout) must not hold a thread of the
/// cooperative pool, which has one per core: stores blocked that way would stall every other task of
/// the process, such as a server's request handlers, until the lock goes.
@Suite final class SQLiteStoreIsolationTests {
    private let directory = TemporaryDirectory()

    @Test func storesWaitingForALockedFileLeaveTheOtherTasksRunning() async throws {
        let url = directory.appending("locked/feed.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A file in rollback-journal mode, held by an exclusive transaction: a new connection cannot
        // switch it to WAL and retries until the lock goes or its busy timeout passes.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: url.path, configuration: configuration)
        try holder.inDatabase { db in
            try db.execute(sql: "CREATE TABLE held (id INTEGER); BEGIN EXCLUSIVE; INSERT INTO held VALUES (1)")
        }
        let storesDone = Counter()
        let stores = (0..<(2 * ProcessInfo.processInfo.activeProcessorCount)).map { _ in
            Task {
                _ = try? await SQLiteFeedStore(storeURL: url).retrieve()
                storesDone.increment()
            }
        }
        try await Task.sleep(for: .milliseconds(200))

        let otherTaskRan = await Task { storesDone.value }.value

        try holder.inDatabase { db in try db.execute(sql: "COMMIT") }
        for store in stores { await store.value }
        #expect(otherTaskRan == 0, "another task ran only after \(otherTaskRan) stores had given up waiting")
    }
}

/// How many stores have finished, read from any task.
private final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .sequentiallyConsistent) }

    func increment() {
        count.add(1, ordering: .sequentiallyConsistent)
    }
}
