import SharedAPI
import Testing

struct HTTPResponseTests {
    @Test(arguments: [199, 200, 201, 204, 299, 300, 400, 404, 500])
    func isOKOnlyFor200(statusCode: Int) {
        #expect(HTTPResponse(statusCode: statusCode).isOK == (statusCode == 200))
    }

    @Test(arguments: [199, 200, 201, 204, 299, 300, 400, 500])
    func isSuccessfulFor2xx(statusCode: Int) {
        #expect(HTTPResponse(statusCode: statusCode).isSuccessful == (200...299).contains(statusCode))
    }

    @Test func headerFieldNamesAreLowerCased() {
        let response = HTTPResponse(statusCode: 200, headerFields: ["Content-Type": "image/png"])

        #expect(response.headerFields == ["content-type": "image/png"])
    }
}
