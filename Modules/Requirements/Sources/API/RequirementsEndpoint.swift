import Foundation

/// The URLs of the requirements API.
public enum RequirementsEndpoint: Sendable {
    /// The whole checklist.
    case get
    /// Where validations of one item are posted.
    case validations(itemID: UUID)

    /// `<baseURL>/requirements`, or `<baseURL>/requirements/items/<UUID>/validations`, keeping the base
    /// URL's scheme, host, port and path.
    public func url(baseURL: URL) -> URL {
        switch self {
        case .get:
            baseURL.appending(path: "requirements")
        case .validations(let itemID):
            baseURL.appending(path: "requirements/items/\(itemID.uuidString)/validations")
        }
    }
}
