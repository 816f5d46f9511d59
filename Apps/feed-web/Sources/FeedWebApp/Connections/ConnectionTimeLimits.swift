/// How long a connection may take at each step besides waiting for a request's head (the idle timeout),
/// as nginx's `client_body_timeout`, `send_timeout` and a supervisor's stop timeout bound them: a slow
/// or stalled client holds its place among the `--max-connections` for at most these.
public struct ConnectionTimeLimits: Sendable {
    /// How long a request's body may take to arrive, from its head; past it the request is answered
    /// 408 (unless its answer has begun) and its connection closed. A request's head must come within
    /// the idle timeout, so a whole request arrives within the two.
    public let requestTimeout: Duration
    /// How long a response being written may make no progress (no 64 KiB of it taken by the client's
    /// socket) before its connection is closed: a client that stops reading.
    public let writeTimeout: Duration
    /// After `SIGTERM` or `SIGINT`, how long the requests under way may take before the connections
    /// still open are closed; `.zero` closes them at once.
    public let gracePeriod: Duration

    /// Limits of `requestTimeout`, `writeTimeout` and `gracePeriod`.
    public init(
        requestTimeout: Duration = .seconds(30), writeTimeout: Duration = .seconds(30),
        gracePeriod: Duration = .seconds(10)
    ) {
        self.requestTimeout = requestTimeout
        self.writeTimeout = writeTimeout
        self.gracePeriod = gracePeriod
    }
}
