/// An error a terminal app reports on stderr as its own description (a missing image, a store folder
/// that cannot be created), rather than as the generic connection error.
public protocol TerminalReportableError: Error, CustomStringConvertible {}

extension FeedStoreLocation.FolderError: TerminalReportableError {}
