/// Runs the photos cache's saves one at a time, in the order they are asked for: a save reads the
/// pages kept, then writes them back with its own, and two of these interleaved would lose a page.
///
/// Each save runs in a task of its own that starts once the previous one has ended, so a caller that
/// is cancelled stops waiting without leaving the next save to overlap the running one.
actor PhotoPageSaves {
    /// The saves of every photos cache in this process.
    static let shared = PhotoPageSaves()

    /// The last save asked for, ending (successfully or not) when it does.
    private var last: Task<Void, Never>?

    /// Runs `save` once every save asked for before it has ended.
    func run(_ save: @escaping @Sendable () async throws -> Void) async throws {
        let previous = last
        let task = Task {
            await previous?.value
            try await save()
        }
        last = Task { _ = try? await task.value }
        try await task.value
    }
}
