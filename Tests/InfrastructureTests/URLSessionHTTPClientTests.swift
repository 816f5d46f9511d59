import Foundation
import HTTPTestSupport
import SharedAPI
import Testing
import URLSessionInfrastructure

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1: the contract every client keeps,
/// and what is particular to URLSession.
@Suite struct URLSessionHTTPClientTests {
    @Test(arguments: HTTPClientCheck.allCases)
    func contract(_ check: HTTPClientCheck) async throws {
        try await HTTPClientSpecs(defaultMaximumResponseSize: URLSessionHTTPClient.defaultMaximumResponseSize) {
            timeout, maximumResponseSize in
            URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
        }.run(check)
    }

    /// The server would answer after 30 s: a timed-out error before that can only be the timeout's. No
    /// upper bound on the elapsed time: under a loaded machine the timer fires late, not wrong.
    /// FoundationNetworking fails every request at once with an interval under one second; the client
    /// rounds it up to one, so a sub-second timeout still waits a whole second.
    @Test(arguments: [Duration.seconds(1), .milliseconds(300)])
    func throwsURLErrorTimedOutAfterWholeSecondsOfTimeout(timeout: Duration) async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(delay: .seconds(30))) { server in
            let sut = URLSessionHTTPClient(timeout: timeout)
            let clock = ContinuousClock()
            let start = clock.now

            await #expect {
                try await sut.get(from: server.url("/slow"))
            } throws: { error in
                (error as? URLError)?.code == .timedOut
            }

            #expect(clock.now - start >= .milliseconds(900), "Expected the call to wait a whole second at least")
        }
    }
}
