import ExecutableTestSupport
import FeedSampleBackend
import Foundation

/// One scenario's world: the sample backend on loopback, a fresh temporary folder holding the JSON
/// cache file, and the built `photos` executable.
struct PhotosAcceptanceContext {
    let backend: FeedSampleBackend
    let directory: URL
    let executable: AppExecutable
    /// The cache file every run of this context uses (`--store`).
    var storeURL: URL { directory.appending(path: "cache/photos.json") }

    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: FeedSampleBackend.Mode = .normal,
        _ body: (PhotosAcceptanceContext) async throws -> T
    ) async throws -> T {
        try await withTemporaryWorkingDirectory(prefix: "PhotosCLIAcceptanceTests", executable: "photos") {
            directory, executable in
            try await FeedSampleBackend.withRunning(
                configuration: .init(host: "127.0.0.1", port: 0, mode: mode, now: { referenceDate })
            ) { backend in
                try await body(PhotosAcceptanceContext(backend: backend, directory: directory, executable: executable))
            }
        }
    }

    /// A fixed "now" for the app (`FEED_CURRENT_DATE`), so cache ages are exact.
    static let referenceDate = Date(timeIntervalSince1970: 1_716_206_400)  // 2024-05-20T12:00:00Z

    /// `photos arguments… --base-url <backend> --store <temp>`, `days` after the reference date.
    func photos(
        _ arguments: [String],
        daysLater days: Double = 0,
        baseURL: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        let date = Self.referenceDate + days * 86_400
        return try await executable.run(
            arguments + ["--base-url", (baseURL ?? backend.baseURL).absoluteString, "--store", storeURL.path],
            environment: ["FEED_CURRENT_DATE": date.formatted(.iso8601)].merging(environment) { _, given in given }
        )
    }

    /// `photos arguments… --json`, decoded.
    func photosJSON(_ arguments: [String] = [], daysLater days: Double = 0) async throws -> (
        AppExecutable.Output, PhotosJSON?
    ) {
        let output = try await photos(arguments + ["--json"], daysLater: days)
        return (output, try? JSONDecoder().decode(PhotosJSON.self, from: output.stdout))
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
