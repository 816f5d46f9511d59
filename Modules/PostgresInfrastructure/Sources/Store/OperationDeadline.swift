import PostgresNIO
import SharedConcurrency
import Synchronization

/// The time limit of one database operation and, for a write, the one decision it settles: whether the
/// write commits or is given up. Whichever comes first wins for good. A write that began to commit
/// before its limit is waited for (its `COMMIT` is one round trip, and its outcome is the caller's); a
/// write given up first (its limit passed, or its caller was cancelled) can no longer commit: its last
/// check before `COMMIT` (``beginCommit()``) throws and the transaction rolls back.
///
/// A given-up operation's connection is closed (``lease(_:_:)``): postgres-nio's queries ignore
/// cancellation, so a query whose answer never comes (a network partition, a stopped server) would
/// otherwise keep its connection leased until TCP gives up, minutes later, and a few of them would
/// leave the pool no connection at all. An operation that was waiting for a connection when one
/// closed may still run out of time: postgres-nio's pool (1.33.2) opens a connection for a closed
/// one only below its minimum, not for requests already waiting.
final class OperationDeadline: Sendable {
    /// How long the operation may take.
    let limit: Duration
    private let clock = ContinuousClock()
    private let end: ContinuousClock.Instant
    private let state = Mutex(State.running)
    private let connection = Mutex<PostgresConnection?>(nil)

    private enum State {
        case running, committing, givenUp
    }

    /// A deadline `limit` from now.
    init(limit: Duration) {
        self.limit = limit
        end = clock.now.advanced(by: limit)
    }

    /// The time left, in whole milliseconds, at least 1 (PostgreSQL takes 0 for no limit at all).
    var remainingMilliseconds: Int64 {
        let left = clock.now.duration(to: end).components
        return max(1, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
    }

    /// The last check before `COMMIT`: from now on the write is no longer given up when its limit passes.
    /// - Throws: ``DatabaseTimeoutError`` when the write was given up or its limit has passed, and
    ///   `CancellationError` when its task was cancelled: the caller is, or will be, told it failed.
    func beginCommit() throws {
        let cancelled = Task.isCancelled
        let late = clock.now >= end
        let committing = state.withLock { state in
            if state == .running, !cancelled, !late { state = .committing }
            return state == .committing
        }
        guard committing else {
            giveUp()
            if cancelled { throw CancellationError() }
            throw DatabaseTimeoutError(limit: limit)
        }
    }

    /// Gives the write up unless it began to commit.
    /// - Returns: whether it is given up: `false` when it is committing, whose outcome then decides.
    @discardableResult
    func giveUp() -> Bool {
        let givenUp = state.withLock { state in
            if state == .committing { return false }
            state = .givenUp
            return true
        }
        if givenUp, let leased = connection.withLock({ $0 }) { Self.close(leased) }
        return givenUp
    }

    /// Runs `operation` on `leased`, which is closed if the operation is given up meanwhile (or was
    /// already): the pool then counts it gone and opens another connection for a later operation. The
    /// unanswered query itself is not waited for: its task may stay pending until TCP gives up.
    func lease<Value>(_ leased: PostgresConnection, _ operation: () async throws -> Value) async throws -> Value {
        connection.withLock { $0 = leased }
        defer { connection.withLock { $0 = nil } }
        if state.withLock({ $0 == .givenUp }) { Self.close(leased) }
        return try await operation()
    }

    /// Closes the channel at once, without waiting for the server: its pending queries fail.
    private static func close(_ connection: PostgresConnection) {
        connection.close().whenComplete { _ in }
    }

    /// Runs `write` until its outcome or until the write is given up (its limit passes, or this task is
    /// cancelled), whichever comes first; a write that began to commit is waited for. A given-up write
    /// keeps running (a query ignores cancellation) but can no longer commit.
    func run<Value: Sendable>(_ write: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let outcome = FirstOutcome<Value>()
        let work = Task {
            do {
                outcome.deliver(.success(try await write()))
            } catch {
                outcome.deliver(.failure(error))
            }
        }
        let timer = Task { [end, limit] in
            try? await Task.sleep(until: end, clock: .continuous)
            if !Task.isCancelled, giveUp() { outcome.deliver(.failure(DatabaseTimeoutError(limit: limit))) }
        }
        defer {
            work.cancel()
            timer.cancel()
        }
        return try await withTaskCancellationHandler {
            try await outcome.value()
        } onCancel: {
            if giveUp() { outcome.deliver(.failure(CancellationError())) }
        }
    }
}
