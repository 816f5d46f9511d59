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
        return Response(status: HTTPResponse.Status(code: stub.statusCode), headers: headers, body: body(of: stub))
    }

    private func body(of stub: StubResponse) -> ResponseBody {
        let chunk = ByteBuffer(bytes: stub.body)
        guard stub.repeats != 1 else { return ResponseBody(byteBuffer: chunk) }
        let length = stub.declaresLength ? stub.repeats.map { $0 * chunk.readableBytes } : nil
        return ResponseBody(contentLength: length) { [repeats = stub.repeats] writer in
            var sent = 0
            while repeats.map({ sent < $0 }) ?? true {
                try await writer.write(chunk)
                sent += 1
            }
            try await writer.finish(nil)
        }
    }
}
