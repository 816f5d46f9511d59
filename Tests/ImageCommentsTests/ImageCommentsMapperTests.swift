import Foundation
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

struct ImageCommentsMapperTests {
    @Test func mapThrowsNotFoundOn404() {
        #expect(throws: RemoteLoadError.notFound) {
            try ImageCommentsMapper.map(makeItemsJSON([]), from: HTTPResponse(statusCode: 404))
        }
    }

    @Test(arguments: [150, 199, 300, 400, 500])
    func mapThrowsOnNon2xxResponse(statusCode: Int) {
        #expect(throws: ImageCommentsMapper.Error.invalidData) {
            try ImageCommentsMapper.map(makeItemsJSON([]), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func mapThrowsOn2xxResponseWithInvalidJSON(statusCode: Int) {
        #expect(throws: ImageCommentsMapper.Error.invalidData) {
            try ImageCommentsMapper.map(Data("invalid json".utf8), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func mapDeliversNoItemsOn2xxResponseWithEmptyList(statusCode: Int) throws {
        #expect(try ImageCommentsMapper.map(makeItemsJSON([]), from: HTTPResponse(statusCode: statusCode)).isEmpty)
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func mapDeliversItemsOn2xxResponseWithItemsInBothOffsetForms(statusCode: Int) throws {
        let first = ImageComment(
            id: UUID(), message: "a message", createdAt: Date(timeIntervalSince1970: 1_598_627_222),
            username: "a username")
        let second = ImageComment(
            id: UUID(), message: "another message", createdAt: Date(timeIntervalSince1970: 1_577_881_882),
            username: "another username")
        let json = makeItemsJSON([
            [
                "id": first.id.uuidString, "message": first.message,
                "created_at": "2020-08-28T15:07:02+00:00", "author": ["username": first.username],
            ],
            [
                "id": second.id.uuidString, "message": second.message,
                "created_at": "2020-01-01T12:31:22+0000", "author": ["username": second.username],
            ],
        ])

        let comments = try ImageCommentsMapper.map(json, from: HTTPResponse(statusCode: statusCode))

        #expect(comments == [first, second])
    }

    @Test func mapThrowsOnACommentWithoutAuthor() {
        let json = makeItemsJSON([
            ["id": UUID().uuidString, "message": "a message", "created_at": "2020-08-28T15:07:02+00:00"]
        ])

        #expect(throws: ImageCommentsMapper.Error.invalidData) {
            try ImageCommentsMapper.map(json, from: HTTPResponse(statusCode: 200))
        }
    }
}
