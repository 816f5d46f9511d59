/// The views of a screen that shows a load once it is over (a page, a terminal's output): it keeps
/// what ``LoadResourcePresenter`` showed last, and shows no loading state.
final class ResourceScreen<ViewModel>: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = ViewModel

    private var resource: ViewModel?
    private var errorMessage: String?

    /// What the presenter showed last.
    var presented: PresentedResource<ViewModel>? {
        if let errorMessage { return .error(message: errorMessage) }
        return resource.map(PresentedResource.resource)
    }

    func display(_ viewModel: ViewModel) {
        resource = viewModel
    }

    func display(_ viewModel: ResourceLoadingViewModel) {}

    func display(_ viewModel: ResourceErrorViewModel) {
        errorMessage = viewModel.message
    }
}
