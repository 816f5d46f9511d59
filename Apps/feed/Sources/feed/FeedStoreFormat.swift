import ArgumentParser

/// Which of Infrastructure's feed stores `feed` keeps its cache in (`--store-format`): the same use
/// cases on either, which is the point of the store contract.
enum FeedStoreFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// One SQLite file (`SQLiteFeedStore`): the default, shared with `feed-web`.
    case sqlite
    /// A folder of plain files, `feed.json` and `images/` (`JSONFileFeedStore`).
    case json

    /// The store's name under the per-user cache directory when there is no `--store`.
    var defaultStoreName: String {
        switch self {
        case .sqlite: CompositionRoot.storeFileName
        case .json: "feed-json"
        }
    }
}
