import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// `photos --store notes.txt` on a person's text file renamed it `notes.txt.corrupt-<time>`, warned,
/// and wrote a cache in its place; a named pipe there was opened for reading. A store opens only what
/// it wrote: the run fails naming the path and what to do, and the file stays as it was.
@Suite struct ForeignStoreFileTests {
    @Test(.timeLimit(.minutes(10)), arguments: ForeignStoreFile.Kind.allCases, [[], ["validate-cache"]])
    func aPersonsFileAtTheStorePathIsRefusedAndLeftAsItWas(kind: ForeignStoreFile.Kind, command: [String])
        async throws
    {
        try await PhotosAcceptanceContext.run { context in
            let file = try ForeignStoreFile.make(kind, in: context.directory)
            let baseURL = command.contains("--base-url") ? [] : ["--base-url", context.backend.baseURL.absoluteString]

            let output = try await context.executable.run(command + ["--store", file.url.path] + baseURL)

            #expect(output.status == 1, "stderr: \(output.stderr)")
            #expect(output.stderr.contains(file.refusal), "\(output.stderr)")
            #expect(try file.isUntouched())
        }
    }
}
