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

    @Test func mapThrowsOn200ResponseWithEmptyData() {
        #expect(throws: ImageDataMapper.Error.invalidData) {
            try ImageDataMapper.map(Data(), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func mapDeliversTheBytesUnchangedOn200ResponseWithData() throws {
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        #expect(try ImageDataMapper.map(data, from: HTTPResponse(statusCode: 200)) == data)
    }
}
