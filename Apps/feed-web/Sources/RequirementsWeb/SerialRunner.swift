/// Runs operations one after another, in the order they were asked for, even when each one suspends:
/// an actor alone would let a second delivery start while the first awaits the network.
actor SerialRunner {
    private var tail: Task<Void, Never>?

    /// `operation`'s result, once every operation asked for before it has finished.
    func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task {
            await previous?.value
            return try await operation()
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }
}
