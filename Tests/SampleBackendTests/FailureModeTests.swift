import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct FailureModeTests {
    private let client = HTTPTestClient()

    @Test func offlineRefusesConnectionsThenNormalListensAgainOnTheSamePort() async throws {
        try await withSampleBackend { (backend) async throws in
            let url = feedURL(backend.baseURL)
            #expect(try await client.get(url).1.statusCode == 200)

            await backend.setMode(.offline)
            #expect(backend.mode == .offline)
            #expect(
                await urlErrorCode { _ = try await HTTPTestClient().get(url) } == .cannotConnectToHost)

            await backend.setMode(.normal)
            #expect(backend.baseURL.absoluteString == "http://127.0.0.1:\(backend.port)")
            let (data, response) = try await HTTPTestClient().get(url)
            #expect(response.statusCode == 200)
            #expect(try jsonItems(data).count == 10)
        }
    }

    @Test func startingOfflineKnowsItsPortButRefusesConnections() async throws {
        try await withSampleBackend(.init(mode: .offline, now: { fixedNow })) {
            (backend) async throws in
            #expect(backend.port > 0)
            let url = feedURL(backend.baseURL)
            #expect(await urlErrorCode { _ = try await client.get(url) } == .cannotConnectToHost)

            await backend.setMode(.serverError)
            #expect(try await HTTPTestClient().get(url).1.statusCode == 500)
        }
    }

    @Test func stopClosesThePortForGood() async throws {
        let backend = try await SampleBackend.start()
        await backend.stop()
        await backend.setMode(.normal)

        #expect(
            await urlErrorCode { _ = try await client.get(feedURL(backend.baseURL)) }
                == .cannotConnectToHost)
    }

    @Test func serverErrorAnswers500OnEveryAPIAndImageRoute() async throws {
        try await withSampleBackend(.init(mode: .serverError, now: { fixedNow })) {
            (backend) async throws in
            let image = backend.dataSet.images[0]
            for url in [
                feedURL(backend.baseURL),
                commentsURL(backend.baseURL, imageID: image.id.uuidString),
                backend.imageURL(for: image.id),
            ] {
                #expect(try await client.get(url).1.statusCode == 500, "\(url)")
            }

            await backend.setMode(.normal)
            #expect(try await client.get(feedURL(backend.baseURL)).1.statusCode == 200)
        }
    }

    @Test func invalidJSONAnswers200WithABodyThatIsNotJSON() async throws {
        try await withSampleBackend { (backend) async throws in
            await backend.setMode(.invalidJSON)
            let image = backend.dataSet.images[0]
            for url in [
                feedURL(backend.baseURL), commentsURL(backend.baseURL, imageID: image.id.uuidString),
            ] {
                let (data, response) = try await client.get(url)
                #expect(response.statusCode == 200)
                #expect(!data.isEmpty)
                #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
            }
            let (png, response) = try await client.get(backend.imageURL(for: image.id))
            #expect(response.statusCode == 200)
            #expect(png == image.pngData)
        }
    }

    @Test func slowDelaysEveryResponse() async throws {
        try await withSampleBackend { (backend) async throws in
            await backend.setMode(.slow(.milliseconds(400)))
            let clock = ContinuousClock()
            for url in [feedURL(backend.baseURL), backend.imageURL(for: backend.dataSet.images[0].id)] {
                let start = clock.now
                let (_, response) = try await client.get(url)
                #expect(response.statusCode == 200)
                #expect(clock.now - start >= .milliseconds(400))
            }
        }
    }

    /// The backend an app embeds (the default configuration) serves no admin route: anyone on the
    /// machine could otherwise switch the app's backend into its failure modes.
    @Test func theDefaultConfigurationServesNoAdminRoute() async throws {
        try await withSampleBackend(.init(now: { fixedNow })) { (backend) async throws in
            for path in ["_admin/mode", "_admin/requests", "_admin/validations"] {
                #expect(try await client.get(backend.baseURL.appendingPathComponent(path)).1.statusCode == 404)
            }
            let (_, switched) = try await client.post(
                URL(string: "\(backend.baseURL.absoluteString)/_admin/mode?mode=serverError")!)
            #expect(switched.statusCode == 404)
            #expect(backend.mode == .normal)
        }
    }

    /// Before, `seconds=1e300` trapped the process (an Int64 of a huge Double).
    @Test(arguments: ["1e300", "nan", "inf", "-1", "3601", "abc", "100000000000000000000000000000"])
    func adminRouteRefusesSecondsOutOfRange(seconds: String) async throws {
        try await withSampleBackend { (backend) async throws in
            let url = URL(string: "\(backend.baseURL.absoluteString)/_admin/mode?mode=slow&seconds=\(seconds)")!

            let (body, response) = try await client.post(url)

            #expect(response.statusCode == 400)
            #expect(String(decoding: body, as: UTF8.self).contains("seconds must be a number from 0 to 3600"))
            #expect(backend.mode == .normal)
            #expect(try await client.get(feedURL(backend.baseURL)).1.statusCode == 200, "still serving")
        }
    }

    @Test func adminRouteSwitchesModesOtherThanOffline() async throws {
        try await withSampleBackend { (backend) async throws in
            let admin = backend.baseURL.appendingPathComponent("_admin/mode")
            let (switched, response) = try await client.post(
                URL(string: "\(admin.absoluteString)?mode=serverError")!)
            #expect(response.statusCode == 200)
            #expect(String(decoding: switched, as: UTF8.self) == #"{"mode":"serverError"}"#)
            #expect(backend.mode == .serverError)
            #expect(try await client.get(feedURL(backend.baseURL)).1.statusCode == 500)

            let (current, _) = try await client.get(admin)
            #expect(String(decoding: current, as: UTF8.self) == #"{"mode":"serverError"}"#)

            _ = try await client.post(URL(string: "\(admin.absoluteString)?mode=slow&seconds=0.5")!)
            #expect(backend.mode == .slow(.milliseconds(500)))

            #expect(
                try await client.post(URL(string: "\(admin.absoluteString)?mode=offline")!).1.statusCode
                    == 409)
            #expect(
                try await client.post(URL(string: "\(admin.absoluteString)?mode=bogus")!).1.statusCode
                    == 400)

            _ = try await client.post(URL(string: "\(admin.absoluteString)?mode=normal")!)
            #expect(backend.mode == .normal)
            #expect(try await client.get(feedURL(backend.baseURL)).1.statusCode == 200)
        }
    }

    @Test func parsesModeNames() {
        #expect(SampleBackend.Mode(name: "normal") == .normal)
        #expect(SampleBackend.Mode(name: "offline") == .offline)
        #expect(SampleBackend.Mode(name: "serverError") == .serverError)
        #expect(SampleBackend.Mode(name: "invalidJSON") == .invalidJSON)
        #expect(SampleBackend.Mode(name: "slow", slowSeconds: 1.5) == .slow(.milliseconds(1_500)))
        #expect(SampleBackend.Mode(name: "slow", slowSeconds: -1) == nil)
        #expect(SampleBackend.Mode(name: "fast") == nil)
        #expect(
            SampleBackend.Mode.names.allSatisfy { SampleBackend.Mode(name: $0)?.name == $0 })
    }
}
