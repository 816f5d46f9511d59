import HummingbirdTesting

extension TestClient {
    /// How long a raw client waits for an answer: HummingbirdTesting's 15 s default timed out a first
    /// page on a machine busy with two whole test runs, so this allows for a machine far slower.
    static let loopbackReadTimeout: Duration = .seconds(120)

    /// A new connection to `127.0.0.1:port` for `operation`, closed afterwards.
    static func withLoopbackClient<Value: Sendable>(
        port: Int, _ operation: @escaping @Sendable (TestClient) async throws -> Value
    ) async throws -> Value {
        try await withClient(
            host: "127.0.0.1", port: port, configuration: .init(timeout: loopbackReadTimeout), operation: operation)
    }
}
