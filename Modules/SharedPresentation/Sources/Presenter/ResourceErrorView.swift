/// Shows the error of a failed load, or no error.
public protocol ResourceErrorView {
    func display(_ viewModel: ResourceErrorViewModel)
}

/// The message of a failed load; `nil` when there is no error to show.
public struct ResourceErrorViewModel: Hashable, Sendable {
    public let message: String?

    public init(message: String?) {
        self.message = message
    }

    public static let noError = ResourceErrorViewModel(message: nil)

    public static func error(message: String) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message)
    }
}
