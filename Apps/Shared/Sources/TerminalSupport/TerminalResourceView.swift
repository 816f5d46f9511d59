import SharedPresentation

/// A terminal's screen for one load: the resource view, loading view and error view that
/// SharedPresentation's `LoadResourcePresenter` drives. It keeps what the presenter showed last, for the
/// command to print once the load is over.
final class TerminalResourceView<ViewModel>: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = ViewModel

    /// The loaded resource as the presenter mapped it; `nil` before a load and after a failure.
    private(set) var resource: ViewModel?
    /// The message of the failed load; `nil` when there is none.
    private(set) var errorMessage: String?

    func display(_ viewModel: ViewModel) {
        resource = viewModel
    }

    /// A terminal prints when the load is over, so it shows no loading state.
    func display(_ viewModel: ResourceLoadingViewModel) {}

    func display(_ viewModel: ResourceErrorViewModel) {
        errorMessage = viewModel.message
    }
}
