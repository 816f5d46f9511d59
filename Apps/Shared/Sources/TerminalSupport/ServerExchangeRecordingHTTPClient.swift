import Foundation
import SharedAPI

/// An `HTTPClient` decorator that records how each request ended in the run's ``ServerExchangeLog``
/// (``ServerExchangeLog/current``), and passes the response or the error on unchanged. The terminal
/// apps put it around the client their API requests go through.
public struct ServerExchangeRecordingHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient

    public init(decorating decoratee: any HTTPClient) {
        self.decoratee = decoratee
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let log = ServerExchangeLog.current
        do {
            let (data, response) = try await decoratee.send(request)
            log?.record(ServerExchange(url: request.url, outcome: .answered(status: response.statusCode)))
            return (data, response)
        } catch {
            log?.record(ServerExchange(url: request.url, error: error))
            throw error
        }
    }
}
