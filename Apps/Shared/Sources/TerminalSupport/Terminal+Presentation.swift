import ArgumentParser
import SharedAPI
import SharedPresentation

extension Terminal {
    /// Runs `load` and shows its outcome as SharedPresentation's `LoadResourcePresenter` presents it, the
    /// way every screen of the apps does: the resource mapped by `text`, on standard output; a remote
    /// failure (`RemoteLoadError`: no connection or invalid data, and no valid cache to fall back on) as
    /// what the last request to the server got (``ServerExchange``), else the presenter's localized
    /// connection error, on standard error, ending the command with exit
    /// status 1; the server's answer that it has no such resource (`RemoteLoadError.notFound`) as
    /// `notFound`, when the command gives one, the same way. Any other failure is thrown, for
    /// `runInTerminal` to report in its own words.
    ///
    /// - Returns: the loaded resource, for what the command shows after it.
    @discardableResult
    public static func present<Resource>(
        _ load: () async throws -> Resource, in language: Language, notFound: String? = nil,
        as text: @escaping (Resource) throws -> String
    ) async throws -> Resource {
        var loaded: Resource?
        let presented = try await ResourcePresentation.present(
            {
                let resource = try await load()
                loaded = resource
                return resource
            }, in: language, presentingFailures: { $0 is RemoteLoadError },
            failureMessage: { error in
                (error as? RemoteLoadError) == .notFound
                    ? notFound ?? ServerExchangeLog.current?.last?.message(in: language)
                    : ServerExchangeLog.current?.last?.message(in: language)
            }, mapper: text)
        if case .resource(let output) = presented, let loaded {
            try print(output)
            return loaded
        }
        if case .error(let message) = presented {
            printError(message)
        }
        throw ExitCode.failure
    }
}
