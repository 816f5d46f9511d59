import CommonTestSupport
import FeedAPI
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct FeedImageDataMapperTests {
    @Test(arguments: [199, 201, 300, 400, 500])
    func mapThrowsOnNon200Response(statusCode: Int) {
        #expect(throws: FeedImageDataMapper.Error.invalidData) {
            try FeedImageDataMapper.map(anyData(), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test func mapThrowsOn200ResponseWithEmptyData() {
        #expect(throws: FeedImageDataMapper.Error.invalidData) {
            try FeedImageDataMapper.map(Data(), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func mapDeliversTheBytesUnchangedOn200ResponseWithData() throws {
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        #expect(try FeedImageDataMapper.map(data, from: HTTPResponse(statusCode: 200)) == data)
    }
}
