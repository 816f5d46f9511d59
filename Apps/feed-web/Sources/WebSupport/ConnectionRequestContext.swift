import Hummingbird
import NIOCore

/// The context the server makes for a request before ``RequestTaskResponder`` hands it on: the request
/// context of the wrapped responder, plus the connection the request came on, so that the work of a
/// request whose connection closes can be cancelled.
public struct ConnectionRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    public let channel: any Channel

    /// The context of a request that arrived on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
