import Foundation

/// Something to deliver to a server, kept in an ``OutboxStore`` until the server has it.
public struct OutboxMessage: Hashable, Sendable {
    /// The idempotency key: one per message, sent with it on every attempt.
    public let id: UUID
    /// What the message is about (a feature's item); ``OutboxStore/removeSettled(madeBefore:)`` keeps
    /// each subject's newest delivered message.
    public let subject: UUID
    /// When it was made; retention counts from here.
    public let madeAt: Date
    /// The server it is for, which alone may receive it; `nil` for any server.
    public let destination: String?
    /// The feature's own content, opaque to the store; empty when `subject` and `madeAt` say it all.
    public let payload: Data

    public init(id: UUID, subject: UUID, madeAt: Date, destination: String?, payload: Data = Data()) {
        self.id = id
        self.subject = subject
        self.madeAt = madeAt
        self.destination = destination
        self.payload = payload
    }
}
