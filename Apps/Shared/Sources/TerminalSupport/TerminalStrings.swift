import Foundation
import SharedCache
import SharedPresentation

/// The terminal apps' own messages, in every supported language: what they print besides what the
/// feature presenters say (a saved file, a cache validation, a store that cannot be used, an id that
/// is not there).
public enum TerminalStrings {
    /// Which app's cache a message is about.
    public enum CacheName: String, Sendable {
        case feed = "CACHE_NAME_FEED"
        case photos = "CACHE_NAME_PHOTOS"
        case requirements = "CACHE_NAME_REQUIREMENTS"
    }

    /// The `Terminal` strings table of this module.
    public static let table = LocalizedStringTable(named: "Terminal", in: .module)

    /// "Saved 1234 bytes of <source> to <path>".
    public static func savedBytes(_ count: Int, of source: URL, to path: String, in language: Language) -> String {
        string("SAVED_BYTES", language, count, source.absoluteString, path)
    }

    /// `Saved <count> bytes, cached earlier from <url>, to <path>`: the server was not asked.
    public static func savedCachedBytes(_ count: Int, of source: URL, to path: String, in language: Language)
        -> String
    {
        string("SAVED_CACHED_BYTES", language, count, source.absoluteString, path)
    }

    /// "Feed cache kept: <store>", and the like for every outcome and cache.
    public static func cacheValidation(
        _ outcome: CacheValidationOutcome, of cache: CacheName, store: String, in language: Language
    ) -> String {
        let key =
            switch outcome {
            case .empty: "CACHE_VALIDATION_EMPTY"
            case .kept: "CACHE_VALIDATION_KEPT"
            case .deleted: "CACHE_VALIDATION_DELETED"
            }
        return string(key, language, table.string(cache.rawValue, in: language), store)
    }

    /// "Cannot write <path>."
    public static func cannotWrite(_ path: String, in language: Language) -> String {
        string("CANNOT_WRITE_FILE", language, path)
    }

    /// "Cannot create the folder of the store <path>."
    public static func cannotCreateStoreFolder(_ storeURL: URL, in language: Language) -> String {
        string("CANNOT_CREATE_STORE_FOLDER", language, storeURL.path(percentEncoded: false))
    }

    /// "Cannot use the cache <path>: <reason>": a local failure, not a connection one.
    public static func storeFailure(_ storeURL: URL, reason: String, in language: Language) -> String {
        string("STORE_FAILURE", language, storeURL.path(percentEncoded: false), reason)
    }

    /// "Warning: the cache <path> could not be read; it was moved to <aside> and a new one was started."
    public static func storeMovedAside(_ storeURL: URL, to aside: URL, in language: Language) -> String {
        string(
            "STORE_MOVED_ASIDE", language, storeURL.path(percentEncoded: false), aside.path(percentEncoded: false))
    }

    /// "The server has no image at <url>": its answer (404) for an image's or a photo's bytes.
    public static func imageNotOnServer(_ url: URL, in language: Language) -> String {
        string("IMAGE_NOT_ON_SERVER", language, url.absoluteString)
    }

    /// "No image with id <id> in the feed".
    public static func noImage(withID id: UUID, in language: Language) -> String {
        string("NO_IMAGE_WITH_ID", language, id.uuidString)
    }

    /// "Not fetched: <host> resolves to <address>, …; pass --allow-host <host> …".
    public static func restrictedHost(_ host: String, address: String, in language: Language) -> String {
        string("RESTRICTED_HOST", language, host, address, host)
    }

    /// "No photo with id <id> on page <n>; …".
    public static func noPhoto(withID id: String, onPage page: Int, in language: Language) -> String {
        string("NO_PHOTO_ON_PAGE", language, id, page)
    }

    /// "The server sent images it had sent before; stopped after page <n>."
    public static func feedPageRepeats(afterPages pages: Int, in language: Language) -> String {
        string("FEED_PAGE_REPEATS", language, pages)
    }

    /// "Stopped after <n> pages, the most one run loads."
    public static func feedTooManyPages(limit: Int, in language: Language) -> String {
        string("FEED_TOO_MANY_PAGES", language, limit)
    }

    /// "Couldn't connect to server: <url> (<reason>)": a request that got no answer.
    public static func connectionFailed(_ url: String, reason: String, in language: Language) -> String {
        string("CONNECTION_FAILED", language, url, reason)
    }

    /// "The server answered HTTP 404 for <url>".
    public static func serverAnswered(_ url: String, status: Int, in language: Language) -> String {
        string("SERVER_ANSWERED", language, status, url)
    }

    /// "The server answered HTTP 200 for <url>, with data the app cannot read".
    public static func serverAnsweredUnreadable(_ url: String, status: Int, in language: Language) -> String {
        string("SERVER_ANSWERED_UNREADABLE", language, status, url)
    }

    /// "Showing the cache saved 2 hours ago, as the server failed: <what the server did>".
    public static func cacheStoodIn(savedAgo age: String, because failure: String, in language: Language) -> String {
        string("CACHE_STOOD_IN", language, age, failure)
    }

    /// "Showing the cache, as the server failed: <what the server did>": its age unknown.
    public static func cacheStoodIn(because failure: String, in language: Language) -> String {
        string("CACHE_STOOD_IN_UNDATED", language, failure)
    }

    private static func string(_ key: String, _ language: Language, _ arguments: any CVarArg...) -> String {
        String(format: table.string(key, in: language), arguments: arguments)
    }
}
