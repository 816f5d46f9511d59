/// Drives the views of any resource load: loading state, the mapped resource, or the localized
/// generic error.
///
/// - Start: loading, and any previous error cleared.
/// - Success: the mapped resource, then loading stops. A mapping failure counts as a failure.
/// - Failure: the generic connection error (or the screen's own message for a failure it knows, such
///   as "no such image"), then loading stops.
///
/// Not `Sendable`: it belongs to whichever isolation domain owns its views.
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    /// Turns the loaded resource into the view's model; may throw for a resource it cannot show.
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    private let resourceView: View
    private let loadingView: any ResourceLoadingView
    private let errorView: any ResourceErrorView
    private let mapper: Mapper
    private let language: Language
    private let failureMessage: (any Error) -> String?

    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        language: Language = .english,
        failureMessage: @escaping (any Error) -> String? = { _ in nil },
        mapper: @escaping Mapper
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.language = language
        self.failureMessage = failureMessage
        self.mapper = mapper
    }

    /// The message shown for a failed load that `failureMessage` has no message of its own for.
    public var loadError: String { SharedStrings.genericConnectionError(in: language) }

    /// The message shown for `error`: the screen's own (`failureMessage`), else ``loadError``.
    public func message(for error: any Error) -> String { failureMessage(error) ?? loadError }

    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true))
    }

    public func didFinishLoading(with resource: Resource) {
        do {
            resourceView.display(try mapper(resource))
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
        } catch {
            didFinishLoading(with: error)
        }
    }

    public func didFinishLoading(with error: any Error) {
        errorView.display(.error(message: message(for: error)))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }
}

extension LoadResourcePresenter where Resource == View.ResourceViewModel {
    /// A presenter that shows the resource as it is.
    public convenience init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        language: Language = .english
    ) {
        self.init(
            resourceView: resourceView, loadingView: loadingView, errorView: errorView, language: language,
            mapper: { $0 })
    }
}
