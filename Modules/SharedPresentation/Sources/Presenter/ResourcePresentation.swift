/// A load shown once it is over (a web page, a terminal's output), presented by
/// ``LoadResourcePresenter`` like any screen.
public enum ResourcePresentation {
    /// Runs `load` and returns what the screen shows, as a presenter with `mapper` presents it: the
    /// mapped resource, or the localized generic connection error when the load or the mapping fails
    /// (`failureMessage`'s message instead, for a failure it has one for).
    public static func present<Resource, ViewModel>(
        _ load: () async throws -> Resource,
        in language: Language,
        failureMessage: @escaping (any Error) -> String? = { _ in nil },
        mapper: @escaping (Resource) throws -> ViewModel
    ) async -> PresentedResource<ViewModel> {
        let screen = ResourceScreen<ViewModel>()
        let presenter = LoadResourcePresenter(
            resourceView: screen, loadingView: screen, errorView: screen, language: language,
            failureMessage: failureMessage, mapper: mapper)
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await load())
        } catch {
            presenter.didFinishLoading(with: error)
        }
        return screen.presented ?? .error(message: presenter.loadError)
    }

    /// ``present(_:in:failureMessage:mapper:)`` for the failures `isPresented` accepts; any other failure of `load` is
    /// thrown instead, for the caller to report in its own words.
    public static func present<Resource, ViewModel>(
        _ load: () async throws -> Resource,
        in language: Language,
        presentingFailures isPresented: (any Error) -> Bool,
        failureMessage: @escaping (any Error) -> String? = { _ in nil },
        mapper: @escaping (Resource) throws -> ViewModel
    ) async throws -> PresentedResource<ViewModel> {
        var unpresented: (any Error)?
        let presented = await present(
            {
                do {
                    return try await load()
                } catch {
                    if !isPresented(error) { unpresented = error }
                    throw error
                }
            }, in: language, failureMessage: failureMessage, mapper: mapper)
        if let unpresented { throw unpresented }
        return presented
    }
}
