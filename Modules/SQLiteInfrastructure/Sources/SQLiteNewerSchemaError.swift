import Foundation

/// The store's file was migrated by a newer version of the app: it holds migrations this version does
/// not know. The store neither reads nor writes it (an older schema's writes could damage what the
/// newer one means), and it is no unreadable cache: nothing deletes it or moves it aside.
public struct SQLiteNewerSchemaError: Error, Equatable, CustomStringConvertible {
    /// The store's file.
    public let url: URL
    /// The migrations the file has and this version does not know, sorted.
    public let unknownMigrations: [String]

    /// The error for the file at `url`, with the migrations this version does not know.
    public init(url: URL, unknownMigrations: [String]) {
        self.url = url
        self.unknownMigrations = unknownMigrations
    }

    /// What was found and that nothing changed, in plain English: the reason an app shows.
    public var description: String {
        "\(url.path(percentEncoded: false)) was written by a newer version of this app (migrations "
            + "\(unknownMigrations.joined(separator: ", "))), which this version leaves untouched; nothing was "
            + "changed. Use the newer version, or choose another store path"
    }
}
