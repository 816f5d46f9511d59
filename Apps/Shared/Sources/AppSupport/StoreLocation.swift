import Foundation

/// Where an app keeps its cache when the user names no store: its own file, which each app names,
/// in this system's folder under the per-user cache directory.
public enum StoreLocation {
    /// The folder under the per-user cache directory that holds this system's files.
    public static let directoryName = "essential-feed"
    /// `$XDG_CACHE_HOME/essential-feed/<fileName>`, or `~/.cache/essential-feed/<fileName>` when
    /// `XDG_CACHE_HOME` is unset, empty or relative (the XDG Base Directory rules).
    ///
    /// - Parameters:
    ///   - fileName: the store's file name, as the app names it.
    ///   - environment: the process environment.
    ///   - homeDirectory: the user's home; `HOME`, else Foundation's idea of it.
    public static func defaultStoreURL(
        fileName: String,
        environment: [String: String],
        homeDirectory: URL? = nil
    ) -> URL {
        cacheDirectory(environment: environment, homeDirectory: homeDirectory)
            .appending(path: directoryName, directoryHint: .isDirectory)
            .appending(path: fileName, directoryHint: .notDirectory)
    }

    /// The per-user cache directory: `$XDG_CACHE_HOME` when absolute, else `~/.cache`.
    public static func cacheDirectory(environment: [String: String], homeDirectory: URL? = nil) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(filePath: xdg, directoryHint: .isDirectory)
        }
        let home =
            homeDirectory
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appending(path: ".cache", directoryHint: .isDirectory)
    }

    /// Creates the folder that will hold the store at `storeURL`, if it is missing.
    ///
    /// - Throws: ``FolderError`` when the folder cannot be created (a file in the way, no permission).
    public static func createDirectory(for storeURL: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: storeURL.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
        } catch {
            throw FolderError(storeURL: storeURL)
        }
    }

    /// The folder of a store cannot be created.
    public struct FolderError: Error, Equatable, CustomStringConvertible {
        /// The store whose folder is missing.
        public let storeURL: URL

        public init(storeURL: URL) {
            self.storeURL = storeURL
        }

        public var description: String {
            "Cannot create the folder of the store \(storeURL.path(percentEncoded: false))."
        }
    }
}
