import CommonTestSupport
import Foundation
import Requirements
import RequirementsTestSupport
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemoteValidationSenderTests {
    private let baseURL = URL(string: "https://api.example.com")!

    @Test func postsTheValidationWithItsIdempotencyKeyAndDate() async throws {
        let client = HTTPClientStub.responding(Data(), statusCode: 201)
        let validation = RequirementValidation(
            id: UUID(), itemID: UUID(), validatedAt: Date(timeIntervalSince1970: 1_716_206_400))

        _ = try await RemoteValidationSender(baseURL: baseURL, client: client).send(validation)

        let request = try #require(client.requests.first)
        #expect(request.method == "POST")
        #expect(request.url == RequirementsEndpoint.validations(itemID: validation.itemID).url(baseURL: baseURL))
        #expect(request.headerFields["Idempotency-Key"] == validation.id.uuidString)
        let body = try #require(
            request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: String] })
        #expect(body == ["validatedAt": "2024-05-20T12:00:00Z"])
    }

    @Test(arguments: [200, 201, 202])
    func aSuccessIsRecorded(statusCode: Int) async throws {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        #expect(try await sut.send(uniqueValidation()) == .recorded)
    }

    @Test(arguments: [(404, "unknown item"), (400, "HTTP 400"), (409, "HTTP 409"), (422, "HTTP 422")])
    func aClientErrorIsARejectionForGood(statusCode: Int, reason: String) async throws {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        #expect(try await sut.send(uniqueValidation()) == .rejected(reason: reason))
    }

    @Test(arguments: [500, 502, 503, 408, 429])
    func aServerErrorIsToBeRetried(statusCode: Int) async {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        await #expect(throws: RemoteValidationSender.RetryLaterError(statusCode: statusCode)) {
            try await sut.send(uniqueValidation())
        }
    }

    @Test func noConnectionIsToBeRetried() async {
        let sut = RemoteValidationSender(baseURL: baseURL, client: HTTPClientStub.failing(with: anyNSError()))

        await #expect(throws: RemoteValidationSender.RetryLaterError(statusCode: nil)) {
            try await sut.send(uniqueValidation())
        }
    }
}
