import ExecutableTestSupport
import Foundation
import SampleBackend

/// One scenario's world: the sample backend on loopback, a fresh temporary folder holding the JSON
/// cache file, and the built `photos` executable.
typealias PhotosAcceptanceContext = AppAcceptanceContext

extension AppAcceptanceContext {
    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: SampleBackend.Mode = .normal,
        _ body: (PhotosAcceptanceContext) async throws -> T
    ) async throws -> T {
        try await run(
            executable: "photos", storePath: "cache/photos.json", prefix: "PhotosCLIAcceptanceTests", mode: mode,
            body)
    }

    /// `photos arguments… --base-url <backend> --store <temp>`, `days` after the reference date.
    func photos(
        _ arguments: [String],
        daysLater days: Double = 0,
        baseURL: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        try await run(
            arguments, at: Self.referenceDate.adding(daysLater: days), baseURL: baseURL, environment: environment)
    }

    /// `photos arguments… --json`, decoded.
    func photosJSON(_ arguments: [String] = [], daysLater days: Double = 0) async throws -> (
        AppExecutable.Output, PhotosJSON?
    ) {
        try await runJSON(arguments, as: PhotosJSON.self, at: Self.referenceDate.adding(daysLater: days))
    }
}

/// The documented JSON of `photos --json`.
struct PhotosJSON: Decodable, Equatable {
    struct Photo: Decodable, Equatable {
        let id: String
        let description: String?
        let author: String
        let location: String?
        let width: Int
        let height: Int
        let color: String
        let likes: Int
        let url: URL
    }

    let title: String
    let page: Int
    let perPage: Int
    let size: String
    let photos: [Photo]
}

/// What the shipped data set says about one photo, read from its Unsplash JSON.
struct ShippedPhoto {
    let id: String
    let description: String?
    let author: String
    let location: String?
    let urls: [String: String]

    static let all: [ShippedPhoto] = SampleDataSet.shipped.photos.map { photo in
        let object = (try? JSONSerialization.jsonObject(with: photo.json)) as? [String: Any] ?? [:]
        let user = object["user"] as? [String: Any] ?? [:]
        return ShippedPhoto(
            id: photo.id,
            description: object["description"] as? String,
            author: user["name"] as? String ?? "",
            location: user["location"] as? String,
            urls: object["urls"] as? [String: String] ?? [:]
        )
    }
}
