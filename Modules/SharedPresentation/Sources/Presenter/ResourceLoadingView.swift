/// Shows whether a resource is loading.
public protocol ResourceLoadingView {
    func display(_ viewModel: ResourceLoadingViewModel)
}

/// Whether a resource is loading.
public struct ResourceLoadingViewModel: Hashable, Sendable {
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}
