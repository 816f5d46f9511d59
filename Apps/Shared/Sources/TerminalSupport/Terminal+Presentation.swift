import ArgumentParser
import SharedAPI
import SharedPresentation

extension Terminal {
    /// Runs `load` and shows its outcome as SharedPresentation's `LoadResourcePresenter` presents it, the
    /// way every screen of the apps does: the resource mapped by `text`, on standard output; a remote
    /// failure (`RemoteLoadError`: no connection or invalid data, and no valid cache to fall back on) as
    /// the presenter's localized connection error, on standard error, ending the command with exit
    /// status 1. Any other failure is thrown, for ``AppSupport/AppOptions/runInTerminal(language:environment:defaultStoreFileName:_:)``
    /// to report.
    ///
    /// - Returns: the loaded resource, for what the command shows after it.
    @discardableResult
    public static func present<Resource>(
        _ load: () async throws -> Resource, in language: Language, as text: @escaping (Resource) throws -> String
    ) async throws -> Resource {
        let screen = TerminalResourceView<String>()
        let presenter = LoadResourcePresenter(
            resourceView: screen, loadingView: screen, errorView: screen, language: language, mapper: text)
        presenter.didStartLoading()
        var loaded: Resource?
        do {
            let resource = try await load()
            loaded = resource
            presenter.didFinishLoading(with: resource)
        } catch let error as RemoteLoadError {
            presenter.didFinishLoading(with: error)
        }
        guard let output = screen.resource, let loaded else {
            printError(screen.errorMessage ?? SharedStrings.genericConnectionError(in: language))
            throw ExitCode.failure
        }
        print(output)
        return loaded
    }
}
