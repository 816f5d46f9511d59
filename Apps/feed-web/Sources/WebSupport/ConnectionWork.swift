import NIOCore
import Synchronization

/// The work under way for each open connection: one request's task at a time (HTTP/1.1 answers a
/// connection's requests in turn), cancelled when its connection closes (the client went away, or
/// the server closed a connection whose client was too slow or outlived the shutdown's grace period).
///
/// One close callback per connection, registered with its first request, rather than one per request:
/// a keep-alive connection may carry any number of requests, and a callback stays until the close.
final class ConnectionWork: Sendable {
    /// The work of every connection the server opens.
    static let shared = ConnectionWork()

    /// By connection: the task of its request under way, or `nil` between requests.
    private let tasks = Mutex<[ObjectIdentifier: Task<Void, Never>?]>([:])

    /// Records `task` as the work of `channel`'s request under way: cancelled if the connection closes
    /// before ``finished(on:)``. A connection already closed cancels it at once.
    func started(_ task: Task<Void, Never>, on channel: any Channel) {
        let connection = ObjectIdentifier(channel)
        let isNew = tasks.withLock { tasks in
            defer { tasks[connection] = .some(task) }
            return tasks[connection] == nil
        }
        guard isNew else { return }
        channel.closeFuture.whenComplete { [self] _ in
            let work = tasks.withLock { $0.removeValue(forKey: connection) }
            work??.cancel()
        }
    }

    /// The request under way on `channel` has been answered.
    func finished(on channel: any Channel) {
        let connection = ObjectIdentifier(channel)
        tasks.withLock { tasks in
            if tasks[connection] != nil { tasks[connection] = .some(nil) }
        }
    }
}
