import Foundation
import Metrics
import SharedAPI

/// Counts every request to the feed API in `feed_web_upstream_requests_total`, by outcome: `ok` (a
/// 2xx response), `http_error` (any other status) or `transport_error` (no response at all).
struct UpstreamMetricsHTTPClient: HTTPClient {
    let decoratee: any HTTPClient

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        do {
            let (data, response) = try await decoratee.send(request)
            count(response.isSuccessful ? "ok" : "http_error")
            return (data, response)
        } catch {
            count("transport_error")
            throw error
        }
    }

    private func count(_ outcome: String) {
        Counter(label: "feed_web_upstream_requests_total", dimensions: [("outcome", outcome)]).increment()
    }
}
