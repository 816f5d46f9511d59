import ExecutableTestSupport
import Foundation
import Testing

/// What the built `feed-web` loads into its memory: no URLSession. Its HTTP client is AsyncHTTPClient;
/// FoundationNetworking would bring libcurl and its libraries, about 6 MiB resident in every instance
/// (`architecture-rules.json` forbids the imports; this is the process the rules are there for).
@Suite("Loaded libraries")
struct LoadedLibrariesTests {
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/maps"),
            "reads /proc/<pid>/maps, which only Linux has"))
    func theHostLoadsNoURLSession() async throws {
        try await FeedWebInstance.withOneOnSampleBackend(prefix: "feed-web-libraries") { web, _ in
            #expect(try await web.imageIDs().ids.isEmpty == false, "the feed came through the upstream client")
            #expect(try await web.get("/photos").status == 200)

            let maps = try String(contentsOfFile: "/proc/\(web.app.processIdentifier)/maps", encoding: .utf8)
            #expect(maps.contains("feed-web"), "the maps are the host's")
            for library in ["libFoundationNetworking", "libcurl"] {
                #expect(!maps.contains(library), "feed-web loads \(library)")
            }
        }
    }
}
