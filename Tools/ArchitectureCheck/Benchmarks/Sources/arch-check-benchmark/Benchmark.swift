import ArchitectureCheckCore
import Foundation

/// Times the scanner, `grep` and a SwiftParser-based extraction over the same Swift files, and checks
/// that the scanner's imports equal SwiftParser's.
///
/// Usage: arch-check-benchmark [<directory>] [--iterations <n>]
/// The directory defaults to swift-nio's and swift-syntax's `Sources` in the repository's
/// `.build*/checkouts`.
@main
@MainActor
enum Benchmark {
    static func main() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var iterations = 5
        if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count {
            iterations = max(1, Int(arguments[index + 1]) ?? 5)
            arguments.removeSubrange(index...(index + 1))
        }
        let directories = arguments.isEmpty ? defaultDirectories() : arguments
        guard !directories.isEmpty else {
            print(
                "No directory given and no .build*/checkouts/swift-nio or swift-syntax found: run `swift build` first.")
            exit(2)
        }
        let files = directories.flatMap(swiftFiles).sorted()
        let bytes = files.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
        }
        print(
            "Corpus: \(files.count) Swift files, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB, in \(directories.joined(separator: ", "))"
        )
        print(
            "Cores: \(ProcessInfo.processInfo.activeProcessorCount); median of \(iterations) runs after one warm-up run\n"
        )

        _ = try await ImportScanner.scan(filesAt: files)  // warm the page cache

        let parallel = try await measure(iterations) { _ = try await ImportScanner.scan(filesAt: files) }
        let serial = try await measure(iterations) { _ = try files.map { try ImportScanner.scan(fileAt: $0) } }
        var grepCount = 0
        let grep = try await measure(iterations) { grepCount = try runGrep(directories) }
        var oracle: [[ImportDeclaration]] = []
        let parser = try await measure(max(1, iterations / 2)) { oracle = try await parseAll(files) }

        let scanned = try await ImportScanner.scan(filesAt: files)
        let differing = zip(scanned, oracle).filter { $0.imports != $1 }.map(\.0.path)
        let scannerCount = scanned.reduce(0) { $0 + $1.imports.count }
        let parserCount = oracle.reduce(0) { $0 + $1.count }

        func row(_ name: String, _ seconds: Double, _ note: String) -> String {
            let rate = Double(files.count) / seconds
            return "| \(name) | \(String(format: "%.3f", seconds)) s | \(String(format: "%.0f", rate)) | \(note) |"
        }
        print("| Extractor | Total time | Files/s | Notes |")
        print("| --- | ---: | ---: | --- |")
        print(row("arch-check scanner (TaskGroup over all cores)", parallel, "\(scannerCount) imports"))
        print(row("arch-check scanner (one thread)", serial, "\(scannerCount) imports"))
        print(
            row(
                "grep -rE (one process)", grep,
                "\(grepCount) matching lines; counts imports in comments/strings, misses `;`-separated ones"))
        print(row("SwiftParser extraction (TaskGroup over all cores)", parser, "\(parserCount) imports"))
        print("")
        print(
            String(
                format: "Scanner vs SwiftParser: %.1fx faster. Scanner vs grep: %.2fx grep's time.", parser / parallel,
                parallel / grep))
        if differing.isEmpty {
            print("Results identical to SwiftParser's on all \(files.count) files.")
        } else {
            print(
                "DIFFERENT from SwiftParser on \(differing.count) files, e.g.:\n"
                    + differing.prefix(10).joined(separator: "\n"))
            exit(1)
        }
    }

    static func defaultDirectories() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let builds = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            $0.hasPrefix(".build")
        }.sorted()
        var result: [String] = []
        for package in ["swift-nio", "swift-syntax"] {
            for build in builds {
                let sources = root.path + "/" + build + "/checkouts/" + package + "/Sources"
                if FileManager.default.fileExists(atPath: sources) {
                    result.append(sources)
                    break
                }
            }
        }
        return result
    }

    static func swiftFiles(_ directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift"), enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                files.append(directory + "/" + path)
            }
        }
        return files
    }

    static func measure(_ iterations: Int, _ body: () async throws -> Void) async throws -> Double {
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = ContinuousClock.now
            try await body()
            let duration = ContinuousClock.now - start
            times.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        }
        return times.sorted()[times.count / 2]
    }

    static func runGrep(_ directories: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "grep", "-rhE", "--include=*.swift",
                "^[[:space:]]*(@[A-Za-z_]+(\\([^)]*\\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]",
            ]
            + directories
        // grep writes to a file, read once it has exited: no pipe read for a signal to interrupt
        // (`readDataToEndOfFile()` traps on EINTR).
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-grep-\(UUID())")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let file = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = file
        try process.run()
        process.waitUntilExit()
        try file.close()
        let output = try Data(contentsOf: outputURL)
        return output.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    nonisolated static func parseAll(_ files: [String]) async throws -> [[ImportDeclaration]] {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = (files.count + workers - 1) / workers
        return try await withThrowingTaskGroup(of: (Int, [[ImportDeclaration]]).self) { group in
            for (chunkIndex, start) in stride(from: 0, to: files.count, by: chunkSize).enumerated() {
                let chunk = Array(files[start..<min(start + chunkSize, files.count)])
                group.addTask {
                    (
                        chunkIndex,
                        try chunk.map { path in
                            guard let data = FileManager.default.contents(atPath: path) else {
                                throw ArchitectureCheckError.unreadableFile(path)
                            }
                            return SwiftParserOracle.imports(in: String(decoding: data, as: UTF8.self))
                        }
                    )
                }
            }
            var chunks = [[[ImportDeclaration]]](repeating: [], count: workers)
            for try await (index, result) in group { chunks[index] = result }
            return chunks.flatMap { $0 }
        }
    }
}
