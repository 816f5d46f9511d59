import AppSupport
import Foundation
import SharedAPI
import SharedPresentation

/// One request of a terminal app to a server and how it ended: the status the server answered, or why
/// no answer came (the socket error, the time limit). What the apps say when a load fails or the
/// cache stands in, instead of "Couldn't connect to server" alone.
public struct ServerExchange: Sendable, Equatable {
    /// How the request ended.
    public enum Outcome: Sendable, Equatable {
        /// The server answered with this HTTP status.
        case answered(status: Int)
        /// No answer came; why, in the system's words (`Failed to connect to 127.0.0.1 port 9:
        /// Couldn't connect to server`).
        case failed(reason: String)
    }

    /// The URL asked, without its user and password.
    public let url: String
    public let outcome: Outcome

    public init(url: URL, outcome: Outcome) {
        self.url = url.withoutCredentials
        self.outcome = outcome
    }

    /// The request to `url` failed with `error`: why, in words a user can act on.
    public init(url: URL, error: any Error) {
        self.init(url: url, outcome: .failed(reason: Self.reason(of: error, connectingTo: url)))
    }

    /// Whether the server answered with a status outside 200–299, or did not answer.
    public var isFailure: Bool {
        guard case .answered(let status) = outcome else { return true }
        return !(200...299).contains(status)
    }

    /// What the user reads, in `language`: "Couldn't connect to server: <url> (<reason>)", "The server
    /// answered HTTP 404 for <url>", or, for a success status the app could not read,
    /// "The server answered HTTP 200 for <url>, with data the app cannot read".
    public func message(in language: Language) -> String {
        switch outcome {
        case .failed(let reason):
            TerminalStrings.connectionFailed(url, reason: reason, in: language)
        case .answered(let status) where (200...299).contains(status):
            TerminalStrings.serverAnsweredUnreadable(url, status: status, in: language)
        case .answered(let status):
            TerminalStrings.serverAnswered(url, status: status, in: language)
        }
    }

    /// The time limit; for a connection that failed, the socket's error (`Connection refused`, from
    /// ``ConnectionProbe``); else the system's description of the failure without the milliseconds
    /// libcurl counts (`Failed to connect to 127.0.0.1 port 9 after 3 ms: …`), which change from run to run.
    private static func reason(of error: any Error, connectingTo url: URL) -> String {
        if let timeout = error as? TimeoutHTTPClient.TimeoutError {
            return "no answer within \(timeout.limit.formatted(.units(allowed: [.seconds, .milliseconds])))"
        }
        if error is CancellationError || (error as? URLError)?.code == .cancelled {
            return "no answer within the time limit (--timeout)"
        }
        if (error as? URLError)?.code == .cannotConnectToHost,
            let socketError = ConnectionProbe.error(connectingTo: url)
        {
            return socketError
        }
        let description =
            (error as NSError).domain == NSURLErrorDomain
            ? error.localizedDescription : String(describing: error)
        return description.replacing(#/ after \d+ ms/#, with: "")
    }
}
