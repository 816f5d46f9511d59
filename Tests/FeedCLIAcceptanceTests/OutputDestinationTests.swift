import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension FeedCLIAcceptanceTests {
    /// Where `feed` writes is the user's: a full disk is a clear error, and `-o` keeps what the path
    /// is (a private file stays private, a link stays a link, a named pipe stays a pipe).
    @Suite struct OutputDestination {
        let image = SampleDataSet.shipped.images[0]
        var expected: Data { SampleDataSet.shipped.imageData(for: image.id) ?? Data() }

        @Test func aFullDiskIsAnErrorNotACrash() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-full-disk", executable: "feed") { _, feed in
                let output = try await feed.run(["--json"], standardOutput: "/dev/full")

                #expect(output.status == 1, "stderr: \(output.stderr)")
                #expect(output.stderr.contains("feed: cannot write to standard output: No space left on device"))
            }
        }

        @Test func anImageSavedThroughALinkToAPrivateFileKeepsBoth() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-output-link", executable: "feed") { directory, feed in
                let target = directory.appending(path: "private.png")
                try Data("old".utf8).write(to: target)
                #expect(chmod(target.path, 0o600) == 0)
                try FileManager.default.createSymbolicLink(
                    atPath: directory.appending(path: "link.png").path, withDestinationPath: "private.png")

                let output = try await feed.run(["image", image.id.uuidString, "-o", "link.png"])

                #expect(output.status == 0, "stderr: \(output.stderr)")
                #expect(try Data(contentsOf: target) == expected)
                let link = directory.appending(path: "link.png").path
                #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "private.png")
                var status = stat()
                #expect(stat(target.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
            }
        }

        @Test func anImageSavedToANamedPipeGoesThroughIt() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-output-pipe", executable: "feed") { directory, feed in
                let pipe = directory.appending(path: "pipe")
                #expect(mkfifo(pipe.path, 0o600) == 0)
                let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
                #expect(reader >= 0)
                defer { close(reader) }

                let output = try await feed.run(["image", image.id.uuidString, "-o", "pipe"])

                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                let count = read(reader, &buffer, buffer.count)
                #expect(output.status == 0, "stderr: \(output.stderr)")
                #expect(Data(buffer.prefix(max(count, 0))) == expected)
                var status = stat()
                #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            }
        }
    }
}
