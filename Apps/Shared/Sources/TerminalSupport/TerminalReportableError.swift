import AppSupport
import SharedPresentation

/// An error a terminal app reports on stderr as its own message, in the user's language (a missing
/// image, a store folder that cannot be created), rather than as the generic connection error.
public protocol TerminalReportableError: Error {
    /// What the user reads, in `language`.
    func message(in language: Language) -> String
}

extension StoreLocation.FolderError: TerminalReportableError {
    public func message(in language: Language) -> String {
        TerminalStrings.cannotCreateStoreFolder(storeURL, in: language)
    }
}
