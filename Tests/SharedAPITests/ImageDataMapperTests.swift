import CommonTestSupport
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct ImageDataMapperTests {
    @Test(arguments: [199, 201, 300, 400, 500])
    func mapThrowsOnNon200Response(statusCode: Int) {
        #expect(throws: ImageDataMapper.Error.invalidData) {
            try ImageDataMapper.map(anyData(), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test func mapThrowsNotFoundOn404() {
        #expect(throws: RemoteLoadError.notFound) {
            try ImageDataMapper.map(anyData(), from: HTTPResponse(statusCode: 404))
        }
    }

    @Test func mapThrowsOn200ResponseWithEmptyData() {
        #expect(throws: ImageDataMapper.Error.invalidData) {
            try ImageDataMapper.map(Data(), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test(arguments: ["<html><body>Please log in</body></html>", #"{"error":"not found"}"#, "PNG"])
    func mapThrowsOn200ResponseWithBytesThatAreNoImage(body: String) {
        #expect(throws: ImageDataMapper.Error.invalidData) {
            try ImageDataMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test(
        arguments: [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A], [0xFF, 0xD8, 0xFF, 0xE0], Array("GIF89a".utf8),
            Array("RIFF0000WEBPVP8 ".utf8),
        ] as [[UInt8]])
    func mapDeliversTheBytesOfEveryAcceptedFormat(bytes: [UInt8]) throws {
        #expect(try ImageDataMapper.map(Data(bytes), from: HTTPResponse(statusCode: 200)) == Data(bytes))
    }

    @Test func mapDeliversTheBytesUnchangedOn200ResponseWithData() throws {
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        #expect(try ImageDataMapper.map(data, from: HTTPResponse(statusCode: 200)) == data)
    }
}
