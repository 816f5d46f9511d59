import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SampleBackend
import Testing

/// A browser that asks for an address the host has none for, or posts a form it refuses, gets a small
/// localized page saying so with a link back to the feed, not a blank page; the status stays 404 / 403.
@Suite("404 and 403 pages")
struct StatusPageTests {
    /// The `Accept` of a browser's navigation.
    static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8"

    @Test(arguments: [
        ("en", "Page not found", "There is no page at this address.", "Back to the feed"),
        ("pt-BR", "Página não encontrada", "Não há nenhuma página neste endereço.", "Voltar ao feed"),
        ("el", "Η σελίδα δεν βρέθηκε", "Δεν υπάρχει σελίδα σε αυτή τη διεύθυνση.", "Πίσω στη ροή"),
    ])
    func anUnknownAddressAnswersALocalizedPage(
        acceptLanguage: String, title: String, sentence: String, back: String
    ) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page(
                    "/no-such-page", acceptLanguage: acceptLanguage, accept: Self.browserAccept)

                #expect(page.status == .notFound)
                #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(page.body.contains("<html lang=\"\(acceptLanguage)\">"))
                #expect(page.body.contains("<title>\(title)</title>"))
                #expect(page.body.contains("<p>\(sentence)</p>"))
                #expect(page.body.contains("<a href=\"/\">\(back)</a>"))
            }
        }
    }

    @Test(arguments: [
        (
            "en", "Form refused",
            "The form was refused because it was not sent from a page of this site; reload the page and try again."
        ),
        (
            "el", "Η φόρμα απορρίφθηκε",
            "Η φόρμα απορρίφθηκε επειδή δεν στάλθηκε από σελίδα αυτού του ιστότοπου· φορτώστε ξανά τη σελίδα και δοκιμάστε ξανά."
        ),
    ])
    func aRefusedFormAnswersALocalizedPage(acceptLanguage: String, title: String, sentence: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let refresh = try await client.refresh(
                    origin: "https://evil.example", accept: Self.browserAccept, acceptLanguage: acceptLanguage)
                let item = harness.dataSet.requirements.itemIDs[0]
                let headers: HTTPFields = [
                    .contentType: "application/x-www-form-urlencoded", .origin: "http://localhost",
                    .cookie: "csrf=0123456789abcdef0123456789abcdef", .accept: Self.browserAccept,
                    .acceptLanguage: acceptLanguage,
                ]
                let validation = try await client.execute(
                    uri: "/requirements/items/\(item.uuidString)/validations", method: .post, headers: headers,
                    body: .init(string: "csrf=fedcba9876543210fedcba9876543210")
                ) { (status: $0.status, contentType: $0.headers[.contentType], body: String(buffer: $0.body)) }

                #expect(refresh.status == .forbidden)
                #expect(refresh.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(refresh.body.contains("<title>\(title)</title>"))
                #expect(refresh.body.contains("<p>\(sentence)</p>"))
                #expect(refresh.body.contains("<a href=\"/\">"))
                #expect(validation.status == .forbidden)
                #expect(validation.contentType?.hasPrefix("text/html") == true)
                #expect(validation.body.contains("<p>\(sentence)</p>"))
                #expect(validation.body.contains("<a href=\"/\">"))
                #expect(harness.backend.recordedValidations.isEmpty)
            }
        }
    }

    /// Images, stylesheets and clients that ask for no HTML keep the empty answer.
    @Test(
        arguments: [
            ("/no-such-page", nil), ("/no-such-page", "application/json"),
            ("/assets/nothing.css", "text/css,*/*;q=0.1"),
            ("/images/\(UUID().uuidString)", "image/avif,image/webp,*/*;q=0.8"), ("/no-such-page", "text/html;q=0"),
        ] as [(String, String?)])
    func aRequestForNoHTMLKeepsTheEmptyAnswer(uri: String, accept: String?) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page(uri, accept: accept)

                #expect(page.status == .notFound)
                #expect(page.body.isEmpty)
            }
        }
    }
}
