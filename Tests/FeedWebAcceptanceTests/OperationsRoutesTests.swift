import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// What an operator sees of the built `feed-web`: `/ready`, `/metrics`, the request log, and a clear
/// refusal of a database URL that is not one.
@Suite("Operations routes")
struct OperationsRoutesTests {
    @Test func readyMetricsAndTheRequestLog() async throws {
        try await FeedWebInstance.withOneOnSampleBackend(prefix: "feed-web-operations") { web, backend in
            let ready = try await web.getOnceReady()
            #expect(ready.status == 200)
            #expect(
                ready.body
                    == #"{"checks":{"feed.api":"ok","feed.store":"ok","photos.api":"ok","photos.store":"ok","#
                    + #""requirements.api":"ok","requirements.store":"ok"},"ready":true}"#)

            #expect(try await web.get("/").status == 200)
            #expect(try await web.get("/").status == 200)
            #expect(try await web.get("/photos").status == 200)
            #expect(try await web.get("/requirements").status == 200)
            let metrics = try await web.get("/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.body.contains(#"feed_web_upstream_requests_total{outcome="ok"} 1"#))
            #expect(metrics.body.contains(#"feed_web_cache_lookups_total{cache="snapshot",result="hit"} 1"#))
            #expect(metrics.body.contains(#"feed_web_cache_lookups_total{cache="snapshot",result="miss"} 1"#))
            #expect(
                metrics.body.contains(
                    #"hb_requests{http_route="/",http_request_method="GET",http_response_status_code="200"} 2"#)
            )
            for route in ["/photos", "/requirements"] {
                #expect(
                    metrics.body.contains(
                        #"hb_requests{http_route="\#(route)",http_request_method="GET",http_response_status_code="200"} 1"#
                    ), "\(route) is counted")
            }

            await backend.setMode(.offline)
            try await Task.sleep(for: .seconds(1.2))  // one round of checks answers for a second
            let notReady = try await web.get("/ready")
            #expect(notReady.status == 503)
            #expect(notReady.body.contains(#""feed.store":"ok""#))
            #expect(notReady.body.contains(#""feed.api":"failed""#))
            #expect(notReady.body.contains(#""ready":false"#))
            #expect(try await web.get("/health").status == 200)

            #expect(web.app.stdout.contains("hb.request.method=GET hb.request.path=/metrics hb.response.status=200"))
            #expect(web.app.stdout.contains("GET /metrics 200"))
        }
    }

    @Test(arguments: ["http://127.0.0.1/feed", "postgres://127.0.0.1/feed?sslmode=sometimes"])
    func refusesADatabaseURLThatIsNotOneWithoutStarting(url: String) async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-database-url", executable: "feed-web") { _, webApp in
            let output = try await webApp.run(["--database-url", url, "--port", "0"])

            #expect(output.status == 64)
            #expect(output.stderr.contains("--database-url (or DATABASE_URL)"))
        }
    }

    @Test(arguments: [
        (["--features", "feed,nope"], "--features: 'nope' is no feature; choose among feed, photos, requirements"),
        (["--features", "photos,"], "--features: an empty name is no feature"),
        (["--max-age", "3651"], "--max-age"),
        (["--outbox-capacity", "0"], "--outbox-capacity"),
        (["--delivery-seconds", "0"], "--delivery-seconds"),
    ])
    func refusesAFeatureItDoesNotHaveOrAnOptionOutOfRangeWithoutStarting(arguments: [String], message: String)
        async throws
    {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-options", executable: "feed-web") { _, webApp in
            let output = try await webApp.run(arguments + ["--port", "0"])

            #expect(output.status == 64)
            #expect(output.stderr.contains(message), "\(output.stderr)")
        }
    }
}

/// What `feed-web` tells whoever reads its output or asks `/ready`: no credentials, no store details.
@Suite("Redaction")
struct RedactionTests {
    @Test func theStartUpLineHidesTheBaseURLsCredentialsAndReadyHidesTheStoresError() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-redaction", executable: "feed-web") {
            directory, webApp in
            try await SampleBackend.withRunning { backend in
                let store = directory.appending(path: "a-folder-where-the-store-belongs")
                try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
                let port = try #require(backend.baseURL.port)
                let arguments = [
                    "--base-url", "http://reader:s3cret@127.0.0.1:\(port)", "--store", store.path, "--log-level",
                    "error",
                ]
                try await FeedWebInstance.withStarted(webApp, [arguments]) { instances in
                    let ready = try await instances[0].get("/ready")

                    #expect(instances[0].app.stdout.contains("feed API http://127.0.0.1:\(port)"))
                    #expect(!instances[0].app.stdout.contains("s3cret"))
                    #expect(ready.status == 503)
                    #expect(ready.body.contains(#""feed.store":"failed""#), "\(ready.body)")
                    #expect(!ready.body.contains(store.path) && !ready.body.contains("SQLite"), "\(ready.body)")
                }
            }
        }
    }
}
