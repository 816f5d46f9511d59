import Foundation
import SharedAPI
import SharedPresentation
import TerminalSupport
import Testing

/// The server's 404 for an image's or a photo's bytes reads as "no image there", in every language,
/// not as the connection error; other failures pass through as they are.
struct ImageNotOnServerErrorTests {
    private let url = URL(string: "http://127.0.0.1:8080/images/missing.png")!

    @Test(arguments: [
        (Language.english, "The server has no image at %@"),
        (.brazilianPortuguese, "O servidor não tem imagem em %@"),
        (.greek, "Ο διακομιστής δεν έχει εικόνα στο %@"),
    ])
    func notFoundIsReportedWithTheURL(language: Language, message: String) async throws {
        let error = await #expect(throws: ImageNotOnServerError.self) {
            try await ImageNotOnServerError.reporting(url: url) { throw RemoteLoadError.notFound }
        }

        #expect(error?.message(in: language) == String(format: message, url.absoluteString))
    }

    @Test func otherFailuresPassThrough() async {
        await #expect(throws: RemoteLoadError.connectivity) {
            try await ImageNotOnServerError.reporting(url: url) { throw RemoteLoadError.connectivity }
        }
    }
}
