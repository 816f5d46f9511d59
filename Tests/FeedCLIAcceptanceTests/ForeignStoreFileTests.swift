import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// `feed --store notes.txt` on a person's text file renamed it `notes.txt.corrupt-<time>`, warned,
/// and wrote a cache in its place; a named pipe there was opened for reading. A store opens only what
/// it wrote: a run that needs the cache (validating it, or offline) fails naming the path and what to
/// do, and the file stays as it was. (Online, `feed` shows the feed and its save fails unsaid.)
@Suite struct ForeignStoreFileTests {
    @Test(
        .timeLimit(.minutes(10)), arguments: ForeignStoreFile.Kind.allCases,
        [["validate-cache"], ["--base-url", "http://127.0.0.1:9"]])
    func aPersonsFileAtTheStorePathIsRefusedAndLeftAsItWas(kind: ForeignStoreFile.Kind, command: [String])
        async throws
    {
        try await AcceptanceContext.run { context in
            let file = try ForeignStoreFile.make(kind, in: context.directory)
            let baseURL = command.contains("--base-url") ? [] : ["--base-url", context.backend.baseURL.absoluteString]

            let output = try await context.executable.run(command + ["--store", file.url.path] + baseURL)

            #expect(output.status == 1, "stderr: \(output.stderr)")
            #expect(output.stderr.contains(file.refusal), "\(output.stderr)")
            #expect(try file.isUntouched())
        }
    }
}
