import Foundation

/// An `HTTPClient` decorator that checks each request's URL against a ``HostPolicy`` before sending
/// it: a refused URL fails with ``RestrictedHostError`` and nothing is sent.
public struct HostPolicyHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let policy: HostPolicy

    public init(decorating decoratee: any HTTPClient, policy: HostPolicy) {
        self.decoratee = decoratee
        self.policy = policy
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        try await policy.check(request.url)
        return try await decoratee.send(request)
    }
}
