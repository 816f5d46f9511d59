import CommonTestSupport
import Foundation
import Testing

/// ``SwiftPackageManagerRun`` with a stand-in for `swift`: a script that ends the way SwiftPM's planning
/// crash does (SIGSEGV, `_dispatch_event_loop_drain` in its backtrace) for its first `crashes` runs.
@Suite("Nested SwiftPM runs: SwiftPM's own planning crash is run once more, nothing else")
struct SwiftPackageManagerRunTests {
    /// A folder with the stand-in and the file where it counts its runs.
    private struct StandIn {
        let folder: URL
        var executable: String { folder.appending(path: "swift").path }
        var runs: Int {
            (try? String(contentsOf: folder.appending(path: "runs"), encoding: .utf8))?.count ?? 0
        }

        /// - Parameters:
        ///   - crashes: how many of its first runs crash.
        ///   - before: what it prints before the backtrace of a crash.
        ///   - status: the status of its runs after the crashes.
        init(crashes: Int, before: String = "Compiling plugin ArchitectureCheckPlugin", status: Int = 0) throws {
            folder = FileManager.default.temporaryDirectory.appending(path: "swiftpm-stand-in-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                runs="$(dirname "$0")/runs"
                printf x >> "$runs"
                if [ "$(wc -c < "$runs")" -le \(crashes) ]; then
                    echo '[1/3] \(before)'
                    echo '💣 Program crashed: Bad pointer dereference' >&2
                    echo '2 0x00007f in _dispatch_event_loop_drain at /build/libdispatch/src/event/event_epoll.c' >&2
                    kill -SEGV $$
                fi
                echo "ran: $*"
                exit \(status)
                """
            try ExecutableScript.write(script, to: folder.appending(path: "swift"))
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func aPlanningCrashIsRunOnceMoreAndTheSecondRunIsTheResult() async throws {
        let standIn = try StandIn(crashes: 1)
        defer { standIn.remove() }

        let run = try await SwiftPackageManagerRun.run(["build", "--jobs", "1"], swift: standIn.executable)

        #expect(run.status == 0)
        #expect(run.wasRetried)
        #expect(run.standardOutput == "ran: build --jobs 1\n")
        #expect(standIn.runs == 2)
    }

    @Test func theSameCrashTwiceIsReportedAsTheSecondRunEnded() async throws {
        let standIn = try StandIn(crashes: 2)
        defer { standIn.remove() }

        let run = try await SwiftPackageManagerRun.run(["build"], swift: standIn.executable)

        #expect(run.status == 128 + SIGSEGV)
        #expect(run.wasRetried)
        #expect(run.standardError.contains("_dispatch_event_loop_drain"))
        #expect(standIn.runs == 2)
    }

    @Test func aCrashAfterAModuleCompiledIsTheTestsToJudge() async throws {
        let standIn = try StandIn(crashes: 1, before: "Compiling Domain Greeting.swift")
        defer { standIn.remove() }

        let run = try await SwiftPackageManagerRun.run(["build"], swift: standIn.executable)

        #expect(run.status == 128 + SIGSEGV)
        #expect(!run.wasRetried)
        #expect(standIn.runs == 1)
    }

    @Test func aFailureThatIsNoCrashIsNotRunAgain() async throws {
        let standIn = try StandIn(crashes: 0, status: 1)
        defer { standIn.remove() }

        let run = try await SwiftPackageManagerRun.run(["build"], swift: standIn.executable)

        #expect(run.status == 1)
        #expect(!run.wasRetried)
        #expect(standIn.runs == 1)
    }

    @Test func anotherSignalIsNotTheKnownCrash() {
        #expect(!SwiftPackageManagerRun.isPlanningCrash(status: 128 + SIGABRT, output: "_dispatch_event_loop_drain"))
        #expect(!SwiftPackageManagerRun.isPlanningCrash(status: 128 + SIGSEGV, output: "in swift-build at main.swift"))
        #expect(
            !SwiftPackageManagerRun.isPlanningCrash(
                status: 128 + SIGSEGV, output: "[5/9] Emitting module Domain\n_dispatch_event_loop_drain"),
            "a module was emitted")
        #expect(
            SwiftPackageManagerRun.isPlanningCrash(
                status: 128 + SIGSEGV,
                output: "Compiling plugin P\nBuilding for debugging...\n_dispatch_event_loop_drain"))
    }

    @Test func aRunPastItsLimitIsKilledAndReportedAs124() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "swiftpm-stand-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sleeper = folder.appending(path: "swift")
        try ExecutableScript.write("#!/bin/sh\nexec sleep 600\n", to: sleeper)

        let run = try await SwiftPackageManagerRun.run(["build"], swift: sleeper.path, limit: .milliseconds(300))

        #expect(run.status == 124, "killed at its limit; the sleep would have ended with 0 ten minutes later")
    }
}
