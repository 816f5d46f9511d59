import Foundation
import SharedAPI

/// Load Requirements From Remote from an API at `baseURL`.
public struct RemoteRequirementsLoader: Sendable {
    private let baseURL: URL
    private let loader: RemoteLoader<[RequirementCategory]>

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.loader = RemoteLoader(client: client, mapper: RequirementsMapper.map)
    }

    /// - Throws: `RemoteLoader<[RequirementCategory]>.Error.connectivity` or `.invalidData`;
    ///   `CancellationError` when the calling task is cancelled.
    public func load() async throws -> [RequirementCategory] {
        try await loader.load(from: RequirementsEndpoint.get.url(baseURL: baseURL))
    }
}
