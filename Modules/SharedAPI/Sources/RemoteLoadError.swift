/// Why a ``RemoteLoader`` failed, whatever the resource: the remote side could not be reached, or
/// answered something the contract does not accept. An app shows both as the connection error.
public enum RemoteLoadError: Error, Equatable, Sendable {
    /// The client could not get a response.
    case connectivity
    /// A response came, but not one the contract accepts.
    case invalidData
}
