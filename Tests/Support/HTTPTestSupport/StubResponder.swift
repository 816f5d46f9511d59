import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The `StubHTTPServer`'s request handler: records each request, then answers with the programmed
/// response.
final class StubResponder: Sendable {
    private struct State {
        var response: StubResponse
        var requests: [RecordedRequest] = []
    }

    private let state: Mutex<State>

    init(response: StubResponse) {
        state = Mutex(State(response: response))
    }

    var requests: [RecordedRequest] {
        state.withLock { $0.requests }
    }

    func program(_ response: StubResponse) {
        state.withLock { $0.response = response }
    }

    func respond(to request: Request) async throws -> Response {
        let recorded = RecordedRequest(method: request.method.rawValue, target: request.uri.description)
        let stub = state.withLock { state in
            state.requests.append(recorded)
            return state.response
        }
        if stub.delay > .zero {
            try await Task.sleep(for: stub.delay)
        }
        var headers = HTTPFields()
        for (name, value) in stub.headerFields {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        return Response(
            status: HTTPResponse.Status(code: stub.statusCode),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: stub.body))
        )
    }
}
