import ExecutableTestSupport
import FeedCache
import Foundation
import HTTPTestSupport
import SQLiteInfrastructure
import Testing

/// Image bytes in the SQLite store survive `kill -9` at any moment of a save: the real `feed image`
/// downloads a 4 MiB image (new bytes at a new URL every run, so that every run saves) and is killed at
/// a random moment of most runs. After every run the store passes SQLite's integrity check (when the
/// `sqlite3` tool is installed) and holds that URL's bytes whole or not at all, never a part; a run
/// that finished holds them whole.
///
/// `FEED_KILL_RUNS` sets how many runs (20 by default; the reliability campaign runs 200).
@Suite struct FeedImageDataKillTests {
    private var runs: Int {
        ProcessInfo.processInfo.environment["FEED_KILL_RUNS"].flatMap(Int.init) ?? 20
    }

    private let imageID = UUID()
    private static let imageSize = 4 * 1024 * 1024

    @Test func killedWhileSavingAnImageTheStoreHoldsItsBytesWholeOrNotAtAll() async throws {
        let integrity = try SQLiteIntegrityCheck.available()
        try await StubHTTPServer.withStarted { server in
            try await killRepeatedly(from: server, integrity: integrity)
        }
    }

    private func killRepeatedly(from server: StubHTTPServer, integrity: SQLiteIntegrityCheck?) async throws {
        try await withTemporaryWorkingDirectory(prefix: "FeedImageDataKillTests", executable: "feed") {
            directory, executable in
            let store = directory.appending(path: "cache/feed.sqlite")
            let arguments = [
                "image", imageID.uuidString, "-o", directory.appending(path: "image.png").path,
                "--base-url", server.baseURL.absoluteString, "--store", store.path,
            ]
            serve(run: -1, from: server)
            let calibration = try await executable.run(arguments)
            try #require(calibration.status == 0, "stderr: \(calibration.stderr)")

            let report = try await executable.killRepeatedly(
                arguments, runs: runs, within: calibration.elapsed * 1.5,
                prepare: { run in serve(run: run, from: server) }
            ) { run, status in
                let data = try await SQLiteFeedStore(storeURL: store).retrieve(
                    dataForURL: imageURL(run: run, on: server))
                let outcome =
                    switch data {
                    case nil: "none"
                    case Self.bytes(run: run): "whole"
                    default: "partial"
                    }
                #expect(outcome != "partial", "run \(run): \(data?.count ?? 0) bytes")
                if status == 0 { #expect(outcome == "whole", "run \(run) finished, so its bytes are saved") }
                #expect(try await integrity?.problems(in: store) ?? [] == [], "run \(run)")
                return outcome
            }
            #expect(report.killed > 0, "no run was killed")
            print(
                "FeedImageDataKillTests: \(runs) runs, \(report.killed) killed during a 4 MiB image's download "
                    + "and save; afterwards \(report.count("whole")) whole, \(report.count("none")) not saved, "
                    + "\(report.count("partial")) partial"
                    + (integrity == nil ? " (sqlite3 missing: integrity not checked)" : "")
            )
        }
    }

    /// The feed lists the image at a URL of this run; that URL answers with this run's bytes.
    private func serve(run: Int, from server: StubHTTPServer) {
        let url = imageURL(run: run, on: server)
        let feed = #"{"items": [{"id": "\#(imageID.uuidString)", "image": "\#(url.absoluteString)"}]}"#
        server.respond(to: "/v1/feed", with: StubResponse(body: Data(feed.utf8)))
        server.respond(to: url.path, with: StubResponse(body: Self.bytes(run: run)))
    }

    private func imageURL(run: Int, on server: StubHTTPServer) -> URL {
        server.url("/images/run-\(run).png")
    }

    /// A PNG signature, then bytes of this run.
    private static func bytes(run: Int) -> Data {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature) + Data(repeating: UInt8(truncatingIfNeeded: run + 1), count: imageSize - signature.count)
    }
}
