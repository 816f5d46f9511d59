/// What a screen shows once a load is over, as ``LoadResourcePresenter`` presented it: the resource
/// mapped to its view model, or the message of the failed load.
public enum PresentedResource<ViewModel> {
    case resource(ViewModel)
    case error(message: String)
}

extension PresentedResource: Sendable where ViewModel: Sendable {}
extension PresentedResource: Equatable where ViewModel: Equatable {}
