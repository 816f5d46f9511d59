/// Runs operations one after another, in the order they were asked for, even when each one suspends:
/// an actor alone would let a second delivery start while the first awaits the network.
actor SerialRunner {
    /// More operations than the caller admits are already waiting or running.
    struct BusyError: Error, Equatable {}

    private var tail: Task<Void, Never>?
    private var queued = 0

    /// `operation`'s result, once every operation asked for before it has finished.
    /// - Parameter limit: the most operations, this one included, that may be waiting or running;
    ///   past it the operation is not queued and ``BusyError`` is thrown. `nil` admits any number.
    func run<T: Sendable>(
        admittingAtMost limit: Int? = nil, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        if let limit, queued >= limit { throw BusyError() }
        queued += 1
        defer { queued -= 1 }
        let previous = tail
        let task = Task {
            await previous?.value
            return try await operation()
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }
}
