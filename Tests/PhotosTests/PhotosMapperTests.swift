import Foundation
import Photos
import SharedAPI
import Testing

struct PhotosMapperTests {
    @Test(arguments: [199, 201, 204, 301, 400, 404, 500])
    func mapThrowsOnAnyStatusButOK(statusCode: Int) {
        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(json([unsplashPhoto()]), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test(arguments: [
        "not json", "{}", #"{"results": []}"#, "null", "42", #"["LBI7cgq3pbM"]"#, "[",
    ])
    func mapThrowsOnA200ThatIsNotAnArrayOfPhotos(body: String) {
        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func mapDeliversNoPhotosOnAnEmptyArray() throws {
        #expect(try PhotosMapper.map(Data("[]".utf8), from: HTTPResponse(statusCode: 200)).isEmpty)
    }

    @Test func mapDeliversPhotosIgnoringTheFieldsTheAppDoesNotUse() throws {
        let photos = try PhotosMapper.map(json([unsplashPhoto()]), from: HTTPResponse(statusCode: 200))

        #expect(
            photos == [
                Photo(
                    id: "LBI7cgq3pbM", description: "A man drinking a coffee.", author: "Gilbert Kane",
                    location: "Montréal", width: 5245, height: 3497, color: "#60544D", likes: 12,
                    urls: PhotoURLs(
                        raw: URL(string: "https://images.unsplash.com/photo-1?ixlib=rb-4.0.3")!,
                        full: URL(string: "https://images.unsplash.com/photo-1?q=85&fm=jpg")!,
                        regular: URL(string: "https://images.unsplash.com/photo-1?w=1080")!,
                        small: URL(string: "https://images.unsplash.com/photo-1?w=400")!,
                        thumb: URL(string: "https://images.unsplash.com/photo-1?w=200")!
                    )
                )
            ])
    }

    @Test func mapKeepsNullDescriptionsAndNullOrAbsentLocations() throws {
        let body = json([
            unsplashPhoto(id: "a", description: nil),
            unsplashPhoto(id: "b", location: .some(nil)),
            unsplashPhoto(id: "c", location: .none),
        ])

        let photos = try PhotosMapper.map(body, from: HTTPResponse(statusCode: 200))

        #expect(photos.map(\.id) == ["a", "b", "c"])
        #expect(photos.map(\.description) == [nil, "A man drinking a coffee.", "A man drinking a coffee."])
        #expect(photos.map(\.location) == ["Montréal", nil, nil])
    }

    @Test(arguments: ["width", "color", "likes", "urls", "user", "id"])
    func mapThrowsOnAPhotoWithoutAFieldTheAppUses(field: String) {
        var photo = unsplashPhoto()
        photo[field] = nil

        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(json([unsplashPhoto(id: "fine"), photo]), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func mapThrowsOnAStringWhereTheContractHasANumberAndTheOtherWayRound() {
        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(json([unsplashPhoto(width: "5245")]), from: HTTPResponse(statusCode: 200))
        }
        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(json([unsplashPhoto(description: 42)]), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test(arguments: [
        "javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", "/relative.jpg",
    ])
    func mapThrowsOnAPhotoURLThatIsNotHTTPOrHTTPS(url: String) {
        var photo = unsplashPhoto()
        var urls = photo["urls"] as? [String: Any] ?? [:]
        urls["small"] = url
        photo["urls"] = urls

        #expect(throws: PhotosMapper.Error.invalidData) {
            try PhotosMapper.map(json([unsplashPhoto(id: "fine"), photo]), from: HTTPResponse(statusCode: 200))
        }
    }
}
