/// Why a ``RemoteLoader`` failed, whatever the resource: the remote side could not be reached, answered
/// something the contract does not accept, or answered that the resource does not exist. An app shows
/// the first two as the connection error, and the third as the resource's own "no such …" message.
public enum RemoteLoadError: Error, Equatable, Sendable {
    /// The client could not get a response.
    case connectivity
    /// A response came, but not one the contract accepts.
    case invalidData
    /// The server answered, and said that it has no such resource (HTTP 404, where the contract
    /// gives 404 that meaning): the remote side was reached, and retrying will not help.
    case notFound
}
