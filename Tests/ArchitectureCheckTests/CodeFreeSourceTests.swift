import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Files without code and unused dependencies")
struct CodeFreeSourceTests {
    @Test("comments, whitespace, a byte-order mark and a #! line are no code; anything else is")
    func codeFree() {
        #expect(CodeFreeSource.holdsNoCode(""))
        #expect(CodeFreeSource.holdsNoCode("// The SwiftSyntax603 module is intentionally empty.\n\n"))
        #expect(CodeFreeSource.holdsNoCode("\u{FEFF}#!/usr/bin/env swift\n/* a /* nested */ comment */\r\n\t"))
        #expect(!CodeFreeSource.holdsNoCode("// a comment\nlet x = 1"))
        #expect(!CodeFreeSource.holdsNoCode("/* unterminated */ import A"))
        #expect(!CodeFreeSource.holdsNoCode("@_exported import Marker"))
    }

    /// The unused-dependency warnings of a package written to a temporary folder: each target a folder
    /// holding one file, `dependencies` its declared dependencies on the others.
    private func unused(_ files: [String: String], dependencies: [String: [String]]) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("code-free-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var targets: [PackageTarget] = []
        var scans: [String: [SourceFileScan]] = [:]
        for (name, source) in files {
            let path = root.appendingPathComponent("Sources/\(name)/\(name).swift")
            try FileManager.default.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: path, atomically: true, encoding: .utf8)
            var target = Fixtures.target(name, dependsOn: dependencies[name] ?? [])
            target.sources = [path.path]
            targets.append(target)
            scans[name] = [ImportScanner.scan(source: source, path: path.path)]
        }
        let package = PackageModel(name: "Example", directory: root.path, targets: targets)
        return ArchitectureChecker(rules: .zeroConfiguration, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans)
            .filter { $0.code == .unusedDependency }
            .map { "\($0.target ?? "") -> \($0.module ?? "")" }
            .sorted()
    }

    @Test("a dependency on a marker module (a file without code) is not unused")
    func markerModule() throws {
        // swift-syntax: `SwiftSyntax` depends on `SwiftSyntax509`, … so that packages using it can ask
        // `#if canImport(SwiftSyntax509)`; no file imports a marker.
        let found = try unused(
            [
                "SwiftSyntax509": "// The SwiftSyntax509 module is intentionally empty.\n",
                "Helpers": "public let helper = 1\n",
                "SwiftSyntax": "public struct Syntax {}\n",
            ],
            dependencies: ["SwiftSyntax": ["SwiftSyntax509", "Helpers"]])
        #expect(found == ["SwiftSyntax -> Helpers"])
    }

    @Test("a target without code, there for its dependencies, declares none unused")
    func aggregateTarget() throws {
        // swift-syntax's `SwiftSyntax-all`: an empty file and a dependency on every target.
        let found = try unused(
            [
                "All": "// Builds every target.\n",
                "Parser": "public let parser = 1\n",
                "Unrelated": "public let x = 1\n",
            ],
            dependencies: ["All": ["Parser"], "Unrelated": ["Parser"]])
        #expect(found == ["Unrelated -> Parser"])
    }
}
