import Testing

/// Every check of the `HTTPClient` contract that ``HTTPClientSpecs`` runs against a real HTTP server on
/// 127.0.0.1, so that each client's suite runs them all in one parameterized test:
///
///     @Test(arguments: HTTPClientCheck.allCases)
///     func contract(_ check: HTTPClientCheck) async throws {
///         try await HTTPClientSpecs(defaultMaximumResponseSize: …) { timeout, limit in … }.run(check)
///     }
public enum HTTPClientCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case getsTheExactURLWithGET
    case deliversDataAndResponseWhateverTheStatus
    case deliversEmptyDataForAnEmptyBody
    case throwsWhenTheConnectionIsRefused
    case refusesAnyURLButHTTPAndHTTPSWithoutSendingAnything
    case followsARedirectToTheSameOrigin
    case refusesARedirectToAnotherOrigin
    case throwsWhenTheConnectionDropsMidBody
    case cancellingTheCallingTaskCancelsTheRequest
    case throwsWhenTheServerTakesLongerThanTheTimeout
    case throwsWhenTheBodyStallsPastTheTimeout
    case deliversABodyOfExactlyTheMaximumSize
    case failsOnABodyOneByteOverTheMaximumSize
    case failsOnAGibibyteDeclaredBodyWithTheDefaultLimitBeforeReadingIt
    case failsOnAGibibyteChunkedBodyAtTheLimit
    case failsOnABodyThatNeverEnds

    public var testDescription: String { rawValue }
}
