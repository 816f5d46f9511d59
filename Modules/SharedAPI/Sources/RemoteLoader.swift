import Foundation

/// Loads one resource from a URL: fetch with an `HTTPClient`, then validate and map the response.
///
/// This is the remote-loading pattern every feature reuses: a feature contributes only its mapper.
public struct RemoteLoader<Resource: Sendable>: Sendable {
    /// Turns a response into the resource, or throws when the response breaks the contract.
    public typealias Mapper = @Sendable (Data, HTTPResponse) throws -> Resource

    /// Why a remote load failed: ``RemoteLoadError``, one type for every resource, so that an app can
    /// tell a remote failure from a local one whatever it loaded.
    public typealias Error = RemoteLoadError

    private let client: any HTTPClient
    private let mapper: Mapper

    public init(client: any HTTPClient, mapper: @escaping Mapper) {
        self.client = client
        self.mapper = mapper
    }

    /// Loads the resource at `url`.
    ///
    /// - Throws: `Error.connectivity` when the client fails, `Error.invalidData` when the mapper
    ///   rejects the response, the mapper's own ``RemoteLoadError`` as it is (`.notFound` for a mapper
    ///   whose contract gives 404 that meaning), ``RestrictedHostError`` as it is when a ``HostPolicy`` refused the URL
    ///   (nothing was sent: the remote is not unreachable, it may not be asked), and `CancellationError`
    ///   when the calling task is cancelled.
    public func load(from url: URL) async throws -> Resource {
        let data: Data
        let response: HTTPResponse
        do {
            (data, response) = try await client.get(from: url)
        } catch let refusal as RestrictedHostError {
            throw refusal
        } catch {
            try Task.checkCancellation()
            throw Error.connectivity
        }
        try Task.checkCancellation()
        do {
            return try mapper(data, response)
        } catch let error as RemoteLoadError {
            throw error
        } catch {
            throw Error.invalidData
        }
    }
}
