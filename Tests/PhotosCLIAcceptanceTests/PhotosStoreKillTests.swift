import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import SampleBackend
import Testing

/// The JSON-file cache survives `kill -9` at any moment of a save: the real `photos` executable saves a
/// page of 1,000 photos, two pages in turn, and is killed at a random moment of most runs. After every
/// run, `photos` offline shows a whole page, the old one or the new one: never a part, never none, never
/// an unreadable file. `PHOTOS_KILL_RUNS` sets how many runs (10 by default; the campaign runs 200).
@Suite struct PhotosStoreKillTests {
    private var runs: Int {
        ProcessInfo.processInfo.environment["PHOTOS_KILL_RUNS"].flatMap(Int.init) ?? 10
    }

    @Test func killedWhileSavingAThousandPhotosTheCacheHoldsAWholeOldOrNewPage() async throws {
        let pages = [ThousandPhotoPage(generation: "a"), ThousandPhotoPage(generation: "b")]
        try await StubHTTPServer.withStarted { server in
            try await killRepeatedly(saving: pages, from: server)
        }
    }

    private func killRepeatedly(saving pages: [ThousandPhotoPage], from server: StubHTTPServer) async throws {
        try await withTemporaryWorkingDirectory(prefix: "PhotosStoreKillTests", executable: "photos") {
            directory, executable in
            let store = ["--store", directory.appending(path: "cache/photos.json").path, "--json"]
            let online = ["--base-url", server.baseURL.absoluteString] + store
            let offline = ["--base-url", "http://127.0.0.1:9"] + store
            server.respond(with: StubResponse(body: pages[1].payload))
            let calibration = try await executable.run(online)
            try #require(calibration.status == 0, "stderr: \(calibration.stderr)")

            let report = try await executable.killRepeatedly(
                online, runs: runs, within: calibration.elapsed * 1.5,
                prepare: { run in server.respond(with: StubResponse(body: pages[run % 2].payload)) }
            ) { run, status in
                let page = pages[run % 2]
                let shown = try await executable.run(offline)
                let ids = (try? JSONDecoder().decode(ShownPage.self, from: shown.stdout))?.photos.map(\.id)
                let outcome =
                    switch ids {
                    case page.ids: "new"
                    case pages[(run + 1) % 2].ids: "old"
                    case nil: "none"
                    default: "partial"
                    }
                #expect(outcome == "new" || outcome == "old", "run \(run): \(outcome); stderr: \(shown.stderr)")
                if status == 0 { #expect(outcome == "new", "run \(run) finished, so the new page is cached") }
                return outcome
            }
            #expect(report.killed > 0, "no run was killed")
            print(
                "PhotosStoreKillTests: \(runs) runs, \(report.killed) killed during a 1,000-photo save; afterwards "
                    + "\(report.count("new")) new, \(report.count("old")) old, "
                    + "\(report.count("none")) none, \(report.count("partial")) partial pages"
            )
        }
    }
}

/// The ids of `photos --json`'s page.
private struct ShownPage: Decodable {
    struct Photo: Decodable {
        let id: String
    }

    let photos: [Photo]
}

/// 1,000 photos in the Unsplash shape: the shipped photos again and again, each with a new id.
struct ThousandPhotoPage {
    let ids: [String]
    let payload: Data

    init(generation: String) {
        let shipped = SampleDataSet.shipped.photos.compactMap {
            try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any]
        }
        ids = (0..<1000).map { "\(generation)-\($0)" }
        let photos = ids.enumerated().map { index, id in
            var photo = shipped[index % shipped.count]
            photo["id"] = id
            return photo
        }
        payload = try! JSONSerialization.data(withJSONObject: photos)
    }
}
