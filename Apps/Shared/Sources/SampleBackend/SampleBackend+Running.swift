extension SampleBackend {
    /// Starts a backend, runs `body` with it, and stops it afterwards, whether `body` returns or throws:
    /// the port is closed when this returns.
    ///
    /// ```swift
    /// let feed = try await SampleBackend.withRunning { backend in
    ///     try await load(from: backend.baseURL)
    /// }
    /// ```
    ///
    /// - Throws: the bind error, or `body`'s error.
    public static func withRunning<Result>(
        configuration: Configuration = Configuration(),
        _ body: (SampleBackend) async throws -> Result
    ) async throws -> Result {
        let backend = try await start(configuration: configuration)
        do {
            let result = try await body(backend)
            await backend.stop()
            return result
        } catch {
            await backend.stop()
            throw error
        }
    }
}
