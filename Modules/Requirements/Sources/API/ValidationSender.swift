/// Sends one validation to the server: what ``ValidationOutbox`` delivers through.
public protocol ValidationSender: Sendable {
    /// Sends `validation` with its idempotency key.
    ///
    /// - Returns: the server's final word: recorded (a repeat counts as recorded) or rejected for good.
    /// - Throws: when it is worth trying again later: no connection, a server error, a timeout.
    func send(_ validation: RequirementValidation) async throws -> ValidationVerdict
}

/// What the server said about a validation, once and for all.
public enum ValidationVerdict: Hashable, Sendable {
    /// Recorded now (201), or already recorded under the same key (200).
    case recorded
    /// Rejected for good: the item is unknown (404) or the request is refused (another 4xx). Retrying
    /// would get the same answer.
    case rejected(reason: String)
}
