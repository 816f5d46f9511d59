import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Synchronization
import Testing

/// `PackageDescriber.describe` says what it waits for before it runs SwiftPM, whose first run on a
/// package may take a minute with no output. A script stands in for `swift`.
@Suite("Describing the package")
struct PackageDescriberTests {
    private func withFakeSwift(printing output: String, _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("swift")
        try ExecutableScript.write("#!/bin/sh\ncat <<'JSON'\n\(output)\nJSON\n", to: script)
        try body(script.path)
    }

    @Test("announces the wait once, before SwiftPM runs")
    func announcesBeforeRunning() throws {
        try withFakeSwift(printing: #"{"name": "P", "path": "/p", "targets": []}"#) { swift in
            let notes = Mutex<[String]>([])

            let model = try PackageDescriber.describe(
                packageAt: "/p", swift: swift, announce: { note in notes.withLock { $0.append(note) } })

            #expect(model.name == "P")
            #expect(
                notes.withLock { $0 } == [
                    "arch-check: still reading the package with `swift package describe` (a first run resolves and reads every manifest, which can take a minute)…"
                ])
        }
    }

    @Test("announces the wait even when SwiftPM then fails")
    func announcesBeforeFailing() throws {
        let notes = Mutex<Int>(0)

        #expect(throws: ArchitectureCheckError.self) {
            try PackageDescriber.describe(
                packageAt: "/nonexistent", swift: "/nonexistent/swift", announce: { _ in notes.withLock { $0 += 1 } })
        }
        #expect(notes.withLock { $0 } == 1)
    }

    @Test(
        "reads the package when SwiftPM crashed on its first run (swiftlang/swift#87033), and only then runs it twice")
    func runsACrashedDescribeOnceMore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("swift")
        let runs = directory.appendingPathComponent("runs")
        let text = """
            #!/bin/sh
            echo "$*" >> '\(runs.path)'
            if [ "$(grep -c describe '\(runs.path)')" -eq 1 ]; then
                echo '0x00007f in _dispatch_event_loop_drain at event_epoll.c' >&2
                kill -SEGV $$
            fi
            echo '{"name": "P", "path": "/p", "targets": []}'
            """
        try ExecutableScript.write(text, to: script)

        let model = try PackageDescriber.describe(packageAt: "/p", swift: script.path, announce: { _ in })

        #expect(model.name == "P")
        let describes = try String(contentsOf: runs, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("describe")
        }
        #expect(describes.count == 2, "the crashed describe and the one after it")
    }
}
