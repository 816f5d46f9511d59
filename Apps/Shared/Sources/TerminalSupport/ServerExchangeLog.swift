import SharedCache
import Synchronization

/// The last ``ServerExchange`` of one run of a terminal app, and the one the cache stood in after,
/// kept where every part of the run finds it (``current``, bound by ``TerminalAppOptions``' `run`),
/// so that an error or the cache's stand-in can name the URL and what the server did.
public final class ServerExchangeLog: Sendable {
    /// The log of the run in progress; `nil` outside one (a test calling a use case directly).
    @TaskLocal public static var current: ServerExchangeLog?

    private struct State {
        var last: ServerExchange?
        var standIn: ServerExchange?
        var cacheStoodIn = false
    }

    private let state = Mutex(State())

    public init() {}

    /// Notes how a request ended.
    public func record(_ exchange: ServerExchange) {
        state.withLock { $0.last = exchange }
    }

    /// The last request's exchange.
    public var last: ServerExchange? {
        state.withLock { $0.last }
    }

    /// Notes that the cache stood in for the server, after the last exchange.
    public func noteCacheStandIn() {
        state.withLock { state in
            guard !state.cacheStoodIn else { return }
            state.cacheStoodIn = true
            state.standIn = state.last
        }
    }

    /// Whether the cache stood in for the server in this run, and the exchange that failed before it
    /// (`nil` when no request was recorded).
    public var cacheStandIn: (stoodIn: Bool, after: ServerExchange?) {
        state.withLock { ($0.cacheStoodIn, $0.standIn) }
    }

    /// Runs `body` with this log as ``current``, told by SharedCache's `CacheStandIn` when the cache
    /// stands in.
    public func recording<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await Self.$current.withValue(self) {
            try await CacheStandIn.$observer.withValue({ [self] _ in noteCacheStandIn() }) {
                try await body()
            }
        }
    }
}
