import Foundation

/// The strings every feature shares, such as the generic connection error.
public enum SharedStrings {
    /// The `Shared` table of this module.
    public static let table = LocalizedStringTable(named: "Shared", in: .module)

    /// "Couldn't connect to server", in `language`.
    public static func genericConnectionError(in language: Language) -> String {
        table.string("GENERIC_CONNECTION_ERROR", in: language)
    }
}
