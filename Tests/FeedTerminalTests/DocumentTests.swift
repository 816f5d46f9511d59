import FeedFeature
import FeedTerminal
import Foundation
import ImageComments
import SharedPresentation
import TerminalSupport
import Testing

@Suite struct DocumentTests {
    private let withLocation = FeedImage(
        id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!,
        description: "A description",
        location: "Lisbon",
        url: URL(string: "http://127.0.0.1:8080/images/1.png")!
    )
    private let bare = FeedImage(
        id: UUID(uuidString: "22222222-2222-2222-2222-222222222222")!,
        description: nil,
        location: nil,
        url: URL(string: "http://127.0.0.1:8080/images/2.png")!
    )

    @Test func rendersTheFeedAsTextWithPinsOnlyWhenThereIsALocation() {
        let document = FeedDocument(images: [withLocation, bare], canLoadMore: true, language: .english)

        #expect(
            DocumentTextRenderer.render(document) == """
                My Feed

                [1] 11111111-1111-1111-1111-111111111111
                    📍 Lisbon
                    A description
                    http://127.0.0.1:8080/images/1.png

                [2] 22222222-2222-2222-2222-222222222222
                    http://127.0.0.1:8080/images/2.png
                """
        )
    }

    @Test func encodesTheFeedWithTheDocumentedSchema() throws {
        let document = FeedDocument(images: [bare], canLoadMore: false, language: .greek)

        #expect(
            try DocumentJSONEncoder.string(from: document) == """
                {
                  "canLoadMore" : false,
                  "images" : [
                    {
                      "description" : null,
                      "id" : "22222222-2222-2222-2222-222222222222",
                      "location" : null,
                      "url" : "http://127.0.0.1:8080/images/2.png"
                    }
                  ],
                  "language" : "el",
                  "schemaVersion" : 1,
                  "title" : "Το Feed μου"
                }
                """
        )
    }

    @Test func rendersCommentsWithRelativeDatesInTheLanguage() throws {
        let now = Date(timeIntervalSince1970: 1_716_206_400)
        let comment = ImageComment(
            id: UUID(uuidString: "33333333-3333-3333-3333-333333333333")!,
            message: "Nice!",
            createdAt: now.addingTimeInterval(-86_400),
            username: "ana"
        )

        let english = ImageCommentsDocument(comments: [comment], imageID: bare.id, currentDate: now, language: .english)
        let portuguese = ImageCommentsDocument(
            comments: [comment], imageID: bare.id, currentDate: now, language: .brazilianPortuguese)

        #expect(
            DocumentTextRenderer.render(english) == """
                Comments

                ana · 1 day ago
                    Nice!
                """
        )
        #expect(portuguese.title == "Comentários")
        #expect(portuguese.comments.first?.relativeDate.isEmpty == false)
        #expect(portuguese.comments.first?.relativeDate != english.comments.first?.relativeDate)
        let json = try DocumentJSONEncoder.string(from: english)
        #expect(json.contains(#""createdAt" : "2024-05-19T12:00:00Z""#))
        #expect(json.contains(#""relativeDate" : "1 day ago""#))
        #expect(json.contains(#""imageID" : "22222222-2222-2222-2222-222222222222""#))
    }
}
