import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The `StubHTTPServer`'s request handler: records each request, then answers with the response
/// programmed for its path, or else with the one programmed for every path.
final class StubResponder: Sendable {
    private struct State {
        var response: StubResponse
        var responsesByPath: [String: StubResponse] = [:]
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

    func program(_ response: StubResponse, forPath path: String) {
        state.withLock { $0.responsesByPath[path] = response }
    }

    func respond(to request: Request) async throws -> Response {
        let recorded = RecordedRequest(method: request.method.rawValue, target: request.uri.description)
        let stub = state.withLock { state in
            state.requests.append(recorded)
            return state.responsesByPath[request.uri.path] ?? state.response
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
        guard stub.repeats != 1 || stub.dropsConnectionAfter != nil || stub.stallsAfter != nil else {
            return ResponseBody(byteBuffer: chunk)
        }
        let length = stub.declaresLength ? stub.repeats.map { $0 * chunk.readableBytes } : nil
        return ResponseBody(contentLength: length) {
            [repeats = stub.repeats, drop = stub.dropsConnectionAfter, stall = stub.stallsAfter] writer in
            var sent = 0
            while repeats.map({ sent < $0 }) ?? true {
                if sent == drop { throw ConnectionDropped() }
                // Cancelled when the server stops: until then the client gets nothing more.
                if sent == stall { try await Task.sleep(for: .seconds(24 * 3600)) }
                try await writer.write(chunk)
                sent += 1
            }
            try await writer.finish(nil)
        }
    }

    /// Thrown from a response body's writer: the server closes the connection mid-response.
    private struct ConnectionDropped: Error {}
}
