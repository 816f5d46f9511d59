import Foundation
import SharedAPI
import SharedPresentation

/// The server answered that it has no image at `url` (`RemoteLoadError.notFound` for an image's or a
/// photo's bytes): reported as such, not as the connection error.
public struct ImageNotOnServerError: TerminalReportableError {
    /// The URL the server has nothing at.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func message(in language: Language) -> String {
        TerminalStrings.imageNotOnServer(url, in: language)
    }

    /// The bytes `load` gets, with the server's "not found" turned into this error for `url`.
    public static func reporting<Loaded>(url: URL, _ load: () async throws -> Loaded) async throws -> Loaded {
        do {
            return try await load()
        } catch RemoteLoadError.notFound {
            throw ImageNotOnServerError(url: url)
        }
    }
}
