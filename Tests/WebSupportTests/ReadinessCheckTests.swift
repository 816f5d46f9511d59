import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing
import WebSupport

/// The one readiness check of a feature's API that every web part mounts.
@Suite("Readiness check of an API")
struct ReadinessCheckTests {
    private let baseURL = URL(string: "http://127.0.0.1:9/api")!

    @Test(arguments: [200, 404, 503])
    func anyAnswerIsReady(statusCode: Int) async throws {
        let client = HTTPClientStub.responding(Data(), statusCode: statusCode)
        let check = ReadinessCheck.api(of: "photos", client: client, baseURL: baseURL)

        try await check.run()

        #expect(check.name == "photos.api")
        #expect(client.requestedURLs == [baseURL])
    }

    @Test func noAnswerIsNotReady() async throws {
        struct Refused: Error {}
        let check = ReadinessCheck.api(of: "feed", client: HTTPClientStub.failing(with: Refused()), baseURL: baseURL)

        await #expect(throws: Refused.self) { try await check.run() }
    }
}
