/// Drives the views of any resource load: loading state, the mapped resource, or the localized
/// generic error.
///
/// - Start: loading, and any previous error cleared.
/// - Success: the mapped resource, then loading stops. A mapping failure counts as a failure.
/// - Failure: the generic connection error, then loading stops.
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

    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        language: Language = .english,
        mapper: @escaping Mapper
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.language = language
        self.mapper = mapper
    }

    /// The message shown for any failed load.
    public var loadError: String { SharedStrings.genericConnectionError(in: language) }

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
        errorView.display(.error(message: loadError))
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
