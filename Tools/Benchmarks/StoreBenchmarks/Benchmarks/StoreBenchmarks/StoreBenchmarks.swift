import Benchmark
import CSQLiteBaseline
import FeedCache
import Foundation
import JSONFileInfrastructure
import SQLiteInfrastructure

// Each store operation is paired with a reference measured in the same run; `run.sh` divides the two
// medians. Names are "<store>: <operation>" and "<reference>: <operation>".

let imageCount = 10_000
let imageDataSize = 1 << 20

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(10),
        maxIterations: 30
    )

    let fixture = Fixture()

    // MARK: SQLite

    Benchmark("SQLiteFeedStore: insert 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            try await fixture.sqliteStore.insert(fixture.feed, timestamp: fixture.timestamp)
        }
    } setup: {
        try await fixture.verifyReferences()
    }
    Benchmark("libsqlite3: insert 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            try fixture.baseline.insertFeed(fixture.cImages, timestamp: fixture.timestamp)
        }
    }
    Benchmark("SQLiteFeedStore: retrieve 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await fixture.sqliteStore.retrieve())
        }
    } setup: {
        try await fixture.sqliteStore.insert(fixture.feed, timestamp: fixture.timestamp)
    }
    Benchmark("libsqlite3: retrieve 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try fixture.baseline.retrieveFeed())
        }
    } setup: {
        try fixture.baseline.insertFeed(fixture.cImages, timestamp: fixture.timestamp)
    }
    Benchmark("SQLiteFeedStore: insert 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            try await fixture.sqliteStore.insert(fixture.imageData, for: fixture.imageURL)
        }
    }
    Benchmark("libsqlite3: insert 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            try fixture.baseline.insertData(fixture.imageData, for: fixture.imageURL)
        }
    }
    Benchmark("SQLiteFeedStore: read 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await fixture.sqliteStore.retrieve(dataForURL: fixture.imageURL))
        }
    } setup: {
        try await fixture.sqliteStore.insert(fixture.imageData, for: fixture.imageURL)
    }
    Benchmark("libsqlite3: read 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try fixture.baseline.retrieveData(for: fixture.imageURL))
        }
    } setup: {
        try fixture.baseline.insertData(fixture.imageData, for: fixture.imageURL)
    }

    // Readers in parallel: the same eight reads at once and one after another. A ratio near 1 means
    // the reads wait in one line; two cores could bring it towards 0.5.
    Benchmark("SQLiteFeedStore: 8 reads of a 1 MB image one after another") { benchmark in
        for _ in benchmark.scaledIterations {
            for _ in 0..<8 { blackHole(try await fixture.sqliteStore.retrieve(dataForURL: fixture.imageURL)) }
        }
    } setup: {
        try await fixture.sqliteStore.insert(fixture.imageData, for: fixture.imageURL)
    }
    Benchmark("SQLiteFeedStore: 8 reads of a 1 MB image at once") { benchmark in
        for _ in benchmark.scaledIterations {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask { blackHole(try await fixture.sqliteStore.retrieve(dataForURL: fixture.imageURL)) }
                }
                try await group.waitForAll()
            }
        }
    } setup: {
        try await fixture.sqliteStore.insert(fixture.imageData, for: fixture.imageURL)
    }

    // The readers' reference, for what two cores allow at all: the same eight reads through libsqlite3,
    // one after another on one connection, and at once on eight connections, each on its own thread.
    Benchmark("libsqlite3: 8 reads of a 1 MB image one after another") { benchmark in
        for _ in benchmark.scaledIterations {
            for _ in 0..<8 { blackHole(try fixture.baseline.retrieveData(for: fixture.imageURL)) }
        }
    } setup: {
        try fixture.baseline.insertData(fixture.imageData, for: fixture.imageURL)
    }
    Benchmark("libsqlite3: 8 reads of a 1 MB image at once") { benchmark in
        for _ in benchmark.scaledIterations {
            DispatchQueue.concurrentPerform(iterations: fixture.baselineReaders.count) { reader in
                blackHole(try? fixture.baselineReaders[reader].retrieveData(for: fixture.imageURL))
            }
        }
    } setup: {
        try fixture.baseline.insertData(fixture.imageData, for: fixture.imageURL)
    }

    // Not a reference: what reading the feed costs in Swift whatever the store, since every
    // LocalFeedImage holds a parsed URL and the libsqlite3 reference parses none.
    Benchmark("Foundation: URL(string:) of 10,000 image URLs") { benchmark in
        for _ in benchmark.scaledIterations {
            for string in fixture.urlStrings {
                blackHole(URL(string: string))
            }
        }
    }

    // MARK: JSON file

    Benchmark("JSONFileFeedStore: insert 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            try await fixture.jsonStore.insert(fixture.feed, timestamp: fixture.timestamp)
        }
    }
    Benchmark("Foundation: insert 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            try fixture.jsonBaseline.insertFeed(fixture.jsonFeed)
        }
    }
    Benchmark("JSONFileFeedStore: retrieve 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await fixture.jsonStore.retrieve())
        }
    } setup: {
        try await fixture.jsonStore.insert(fixture.feed, timestamp: fixture.timestamp)
    }
    Benchmark("Foundation: retrieve 10,000 images") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try fixture.jsonBaseline.retrieveFeed())
        }
    } setup: {
        try fixture.jsonBaseline.insertFeed(fixture.jsonFeed)
    }
    Benchmark("JSONFileFeedStore: insert 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            try await fixture.jsonStore.insert(fixture.imageData, for: fixture.imageURL)
        }
    }
    Benchmark("Foundation: insert 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            try fixture.jsonBaseline.insertData(fixture.imageData)
        }
    }
    Benchmark("JSONFileFeedStore: read 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try await fixture.jsonStore.retrieve(dataForURL: fixture.imageURL))
        }
    } setup: {
        try await fixture.jsonStore.insert(fixture.imageData, for: fixture.imageURL)
    }
    Benchmark("Foundation: read 1 MB image data") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try fixture.jsonBaseline.retrieveData())
        }
    } setup: {
        try fixture.jsonBaseline.insertData(fixture.imageData)
    }
}

/// The inputs, the stores and their references, each in a fresh temporary directory, built once
/// (outside any measurement) when the benchmarks are registered.
// @unchecked: every property is a constant; the C references' pointers are used by one benchmark at a
// time (each of `baselineReaders` by one thread), and only the stores (actors) are read from several
// tasks at once.
final class Fixture: @unchecked Sendable {
    let directory: URL
    let feed: [LocalFeedImage]
    let timestamp = Date(timeIntervalSinceReferenceDate: 786_000_000.25)
    let imageURL = URL(string: "https://images.example.com/feed/large-image.jpg")!
    let imageData = Data((0..<imageDataSize).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })

    let sqliteStore: SQLiteFeedStore
    let baseline: SQLiteBaseline
    /// Eight more connections to the reference's file, one per concurrent reader.
    let baselineReaders: [SQLiteBaseline]
    let cImages: CImages
    let urlStrings: [String]

    let jsonStore: JSONFileFeedStore
    let jsonBaseline: JSONBaseline
    let jsonFeed: JSONBaseline.StoredFeed

    init() {
        directory = FileManager.default.temporaryDirectory
            .appending(path: "store-benchmarks-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        feed = (0..<imageCount).map { index in
            LocalFeedImage(
                id: UUID(),
                description: index.isMultiple(of: 10) ? nil : "A description of image \(index), some words long",
                location: index.isMultiple(of: 7) ? nil : "Location \(index)",
                url: URL(string: "https://images.example.com/feed/\(index)/image-\(index).jpg")!
            )
        }
        sqliteStore = SQLiteFeedStore(storeURL: directory.appending(path: "store.sqlite"))
        let baselinePath = directory.appending(path: "baseline.sqlite").path
        baseline = SQLiteBaseline(path: baselinePath)
        baselineReaders = (0..<8).map { _ in SQLiteBaseline(path: baselinePath) }
        cImages = CImages(feed)
        urlStrings = feed.map(\.url.absoluteString)

        jsonStore = JSONFileFeedStore(directory: directory.appending(path: "json-store"))
        jsonBaseline = JSONBaseline(directory: directory.appending(path: "json-baseline"))
        jsonFeed = JSONBaseline.StoredFeed(feed, timestamp: timestamp)
    }

    /// Stops the run unless each reference does the same work as its store: the libsqlite3 schema is
    /// the one the store's migration creates, and the Foundation feed file has the store's bytes.
    func verifyReferences() async throws {
        _ = try await sqliteStore.retrieve()
        let storeSchema = SQLiteBaseline(path: directory.appending(path: "store.sqlite").path).schema()
        guard storeSchema == baseline.schema() else {
            fatalError("libsqlite3 schema differs from the store's:\n\(baseline.schema())\n\(storeSchema)")
        }
        try await jsonStore.insert(feed, timestamp: timestamp)
        try jsonBaseline.insertFeed(jsonFeed)
        guard try Data(contentsOf: jsonStore.feedFileURL) == Data(contentsOf: jsonBaseline.feedFileURL) else {
            fatalError("the Foundation reference's feed file differs from JSONFileFeedStore's")
        }
        try await jsonStore.deleteCache()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The feed as C strings for the libsqlite3 reference, converted once, outside the measurement.
// @unchecked: the buffer is written once in `init` and only read afterwards.
final class CImages: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<baseline_image>

    init(_ feed: [LocalFeedImage]) {
        buffer = .allocate(capacity: feed.count)
        for (index, image) in feed.enumerated() {
            var row = baseline_image()
            withUnsafeBytes(of: image.id.uuid) { bytes in
                withUnsafeMutableBytes(of: &row.id) { $0.copyMemory(from: bytes) }
            }
            row.description = image.description.map { UnsafePointer(strdup($0)!) }
            row.location = image.location.map { UnsafePointer(strdup($0)!) }
            row.url = UnsafePointer(strdup(image.url.absoluteString)!)
            buffer[index] = row
        }
    }
}

struct BaselineError: Error {
    let operation: String
    let code: Int32
}

/// libsqlite3 with the store's schema and statements (see CSQLiteBaseline.h).
// @unchecked: the connection is used by one benchmark at a time, never by two tasks at once.
final class SQLiteBaseline: @unchecked Sendable {
    private let db: OpaquePointer

    init(path: String) {
        db = baseline_open(path)!
    }

    func insertFeed(_ images: CImages, timestamp: Date) throws {
        let code = baseline_insert_feed(
            db, images.buffer.baseAddress, images.buffer.count, timestamp.timeIntervalSinceReferenceDate)
        guard code == 0 else { throw BaselineError(operation: "insert feed", code: code) }
    }

    func retrieveFeed() throws -> UInt64 {
        var checksum: UInt64 = 0
        guard baseline_retrieve_feed(db, &checksum) == imageCount else {
            throw BaselineError(operation: "retrieve feed", code: -1)
        }
        return checksum
    }

    func insertData(_ data: Data, for url: URL) throws {
        let code = data.withUnsafeBytes { bytes in
            baseline_insert_data(db, url.absoluteString, bytes.baseAddress, bytes.count)
        }
        guard code == 0 else { throw BaselineError(operation: "insert data", code: code) }
    }

    func retrieveData(for url: URL) throws -> Data {
        var length = 0
        guard let bytes = baseline_retrieve_data(db, url.absoluteString, &length) else {
            throw BaselineError(operation: "retrieve data", code: -1)
        }
        return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
    }

    func schema() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        _ = baseline_schema(db, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Foundation alone: the feed file's bytes encoded and decoded with JSONEncoder (sorted keys) and
/// JSONDecoder from a Codable struct of the same shape as the store's file format, written with
/// `Data.write(to:options: .atomic)` and read with `Data(contentsOf:)`; image data written and read
/// the same way, as it is.
struct JSONBaseline {
    struct StoredFeed: Codable {
        struct Image: Codable {
            let id: UUID
            let description: String?
            let location: String?
            let url: String
        }

        let version: Int
        let images: [Image]
        let timestamp: Double

        init(_ feed: [LocalFeedImage], timestamp: Date) {
            version = 1
            images = feed.map {
                Image(id: $0.id, description: $0.description, location: $0.location, url: $0.url.absoluteString)
            }
            self.timestamp = timestamp.timeIntervalSinceReferenceDate
        }
    }

    let feedFileURL: URL
    let imageFileURL: URL

    init(directory: URL) {
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        feedFileURL = directory.appending(path: "feed.json")
        imageFileURL = directory.appending(path: "image")
    }

    func insertFeed(_ feed: StoredFeed) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(feed).write(to: feedFileURL, options: .atomic)
    }

    func retrieveFeed() throws -> StoredFeed {
        try JSONDecoder().decode(StoredFeed.self, from: Data(contentsOf: feedFileURL))
    }

    func insertData(_ data: Data) throws {
        try data.write(to: imageFileURL, options: .atomic)
    }

    func retrieveData() throws -> Data {
        try Data(contentsOf: imageFileURL)
    }
}
