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

    @Test(arguments: [200, 201])
    func aSuccessIsRecorded(statusCode: Int) async throws {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        #expect(try await sut.send(uniqueValidation()) == .recorded)
    }

    @Test func anUnknownItemIsARejectionForGood() async throws {
        let sut = RemoteValidationSender(baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: 404))

        #expect(try await sut.send(uniqueValidation()) == .rejected(reason: "unknown item"))
    }

    /// A proxy in front of the API answers these during a deploy: passing, so the validation stays
    /// pending instead of failing for good (before, any 4xx but 401, 403, 408 and 429 was final).
    @Test(arguments: [400, 405, 409, 410, 413, 421, 422, 451])
    func anotherClientErrorIsToBeRetried(statusCode: Int) async {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        await #expect(throws: RemoteValidationSender.RetryLaterError(statusCode: statusCode)) {
            try await sut.send(uniqueValidation())
        }
    }

    /// Only 201 (recorded) and 200 (a repeat) say the server has the validation.
    @Test(arguments: [202, 204])
    func anotherSuccessStatusIsToBeRetriedNotRecorded(statusCode: Int) async {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        await #expect(throws: RemoteValidationSender.RetryLaterError(statusCode: statusCode)) {
            try await sut.send(uniqueValidation())
        }
    }

    /// Credentials can be fixed: the validation stays pending, with the reason.
    @Test(arguments: [401, 403])
    func refusedCredentialsAreToBeRetried(statusCode: Int) async {
        let sut = RemoteValidationSender(
            baseURL: baseURL, client: HTTPClientStub.responding(Data(), statusCode: statusCode))

        await #expect {
            try await sut.send(uniqueValidation())
        } throws: { error in
            (error as? RemoteValidationSender.RetryLaterError)?.delay == .credentialsRefused(statusCode: statusCode)
        }
    }

    /// A `POST` that a redirect turned into a `GET` of a login page: the 200 is the login page's.
    @Test func aResponseFromWhereARedirectLedIsNoDelivery() async {
        let login = URL(string: "https://api.example.com/login")!
        let sut = RemoteValidationSender(
            baseURL: baseURL,
            client: HTTPClientStub { _ in .success((Data("<html>".utf8), HTTPResponse(statusCode: 200, url: login))) })

        await #expect(throws: RemoteValidationSender.RetryLaterError(statusCode: 200, redirectedTo: login)) {
            try await sut.send(uniqueValidation())
        }
    }

    @Test func aResponseFromTheValidationEndpointItselfIsADelivery() async throws {
        let validation = uniqueValidation()
        let endpoint = RequirementsEndpoint.validations(itemID: validation.itemID).url(baseURL: baseURL)
        let sut = RemoteValidationSender(
            baseURL: baseURL,
            client: HTTPClientStub { _ in .success((Data(), HTTPResponse(statusCode: 201, url: endpoint))) })

        #expect(try await sut.send(validation) == .recorded)
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
