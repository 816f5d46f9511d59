import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SampleBackend
import Testing

/// Requests a browser would never send: `?pages=` values that are huge, negative or not numbers,
/// `Accept-Language` values that are huge or malformed, long URLs and many query parameters. Each gets
/// an answer after bounded work, and the app keeps serving.
@Suite("Hostile requests")
struct HostileRequestTests {
    @Test(arguments: ["-5", "0", "abc", "1e9", "NaN", "", "0x10", "٣"])
    func aPagesValueThatIsNotAPositiveNumberShowsOnePage(pages: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/?pages=\(pages)")

                #expect(page.status == .ok)
                #expect(page.cellCount == 10)
            }
        }
    }

    /// The app loads at most 50 pages (of 10 images) for one request, however many are asked for: here
    /// from a feed of 60 pages.
    @Test(arguments: ["51", "2147483648", "9223372036854775807", "99999999999999999999999999"])
    func aHugePagesValueLoadsAtMostTheMaximum(pages: String) async throws {
        try await WebAppHarness.run(dataSet: SampleDataSetFixtures.images(count: 600)) { harness in
            try await harness.test { client in
                let page = try await client.page("/?pages=\(pages)")

                #expect(page.status == .ok)
                #expect(page.cellCount == 500)
                #expect(harness.backend.requestCounts.feedPages == 50)
            }
        }
    }

    @Test(arguments: [
        ("el;q=NaN, pt-BR;q=0.5", "Meu Feed"),
        ("el;q=-1, pt-BR", "Meu Feed"),
        ("el;q=inf", "Το Feed μου"),
        ("el;q=1e309", "Το Feed μου"),
        (";;;,,,;q=,*;q=1", "My Feed"),
        (String(repeating: "zz;q=0.9, ", count: 5_000) + "el;q=0.95", "Το Feed μου"),
    ])
    func aMalformedOrHugeAcceptLanguageStillPicksALanguage(acceptLanguage: String, title: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/", acceptLanguage: acceptLanguage)

                #expect(page.status == .ok)
                #expect(page.body.contains("<h1>\(title)</h1>"))
            }
        }
    }

    @Test func manyQueryParametersAreIgnored() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let query = (0..<10_000).map { "p\($0)=\($0)" }.joined(separator: "&")

                let page = try await client.page("/?\(query)&pages=2")

                #expect(page.status == .ok)
                #expect(page.cellCount == 20)
            }
        }
    }

    /// Through the real HTTP parser: a request line or header beyond its limits is refused or its
    /// connection closed (measured: closed), and the server answers the next connection.
    @Test(arguments: [
        HostileRequest(uri: "/" + String(repeating: "a", count: 1_000_000)),
        HostileRequest(uri: "/", acceptLanguage: String(repeating: "el;q=0.5,", count: 120_000)),
    ])
    func anOversizedRequestLeavesTheServerServing(_ request: HostileRequest) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let port = try #require(client.port)
                let status = try? await TestClient.withLoopbackClient(port: port) { connection in
                    var headers = HTTPFields()
                    if let acceptLanguage = request.acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
                    return try await connection.get(request.uri, headers: headers).status
                }

                #expect(status.map { $0 != .ok && $0.code < 500 } ?? true, "answered \(String(describing: status))")
                let next = try await TestClient.withLoopbackClient(port: port) { connection in
                    try await connection.get("/")
                }
                #expect(next.status == .ok)
                #expect(
                    String(buffer: next.body ?? ByteBuffer()).components(separatedBy: "class=\"cell\"").count - 1 == 10)
            }
        }
    }

    struct HostileRequest: CustomTestStringConvertible, Sendable {
        var uri: String
        var acceptLanguage: String? = nil

        var testDescription: String {
            "URI of \(uri.utf8.count) bytes, Accept-Language of \(acceptLanguage?.utf8.count ?? 0) bytes"
        }
    }
}
