import FeedCache
import Foundation
import JSONFileInfrastructure
import SQLiteInfrastructure
import Testing

/// The persistent stores, so that one test runs against each of them.
enum PersistentStoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case jsonFile

    var testDescription: String { rawValue }

    /// A new store instance on the files under `directory`: two calls with the same directory are two
    /// launches of an app on the same store.
    func makeStore(in directory: URL) -> any FeedStore & FeedImageDataStore {
        switch self {
        case .sqlite: SQLiteFeedStore(storeURL: directory.appending(path: "feed-store.sqlite"))
        case .jsonFile: JSONFileFeedStore(directory: directory.appending(path: "feed-store"))
        }
    }
}
