/// A read of a value that may change out of the server's sight (a store other processes write too),
/// shared by the requests that arrive while the previous read runs: under load the store is read once
/// per read's duration instead of once per request, and still no request gets a value read before it
/// arrived.
///
/// A caller joins the read that has not started yet; when none waits, it starts one at once if no read
/// runs, else queues one that starts as soon as the running read ends. A read's error goes to every
/// caller that waited for it and is not kept.
public actor CoalescedRead<Value: Sendable> {
    private let read: @Sendable () async throws -> Value
    /// How many reads have started: the running one, if any, is number `started`.
    private var started = 0
    /// The reads not finished yet, by number: the running one and the one queued behind it.
    private var reads: [Int: Task<Value, any Error>] = [:]

    /// Shares the calls of `read`.
    public init(_ read: @escaping @Sendable () async throws -> Value) {
        self.read = read
    }

    /// The value of a read that started after this call did.
    public func value() async throws -> Value {
        let number = started + 1
        if let queued = reads[number] { return try await queued.value }
        let running = reads[started]
        let task = Task { [read] in
            if let running { _ = await running.result }
            self.didStart(number)
            return try await read()
        }
        reads[number] = task
        let result = await task.result
        reads[number] = nil
        return try result.get()
    }

    /// Read `number` starts: callers from now on wait for the next one.
    private func didStart(_ number: Int) {
        started = number
    }
}
