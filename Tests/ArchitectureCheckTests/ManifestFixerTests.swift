import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// `arch-check fix` on a real package in a temporary folder: SwiftPM's describe, the check, and
/// SwiftPM's manifest editing.
@Suite("Fixing the manifest")
struct ManifestFixerTests {
    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Fixable",
            targets: [
                .target(name: "Core"),
                .target(name: "Extra"),
                .target(
                    name: "API",
                    dependencies: ["Extra"]
                ),
            ]
        )
        """

    private func withPackage(_ body: (String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-fix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (target, source) in [
            ("Core", "public let core = 1\n"), ("Extra", "public let extra = 2\n"),
            ("API", "import Core\n\npublic let api = core\n"),
        ] {
            let folder = directory.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: folder.appendingPathComponent("\(target).swift"), atomically: true, encoding: .utf8)
        }
        try Self.manifest.write(
            to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try await body(directory.path)
    }

    private func findings(in directory: String) async throws -> [Diagnostic] {
        let package = try await OwnThread.run(niceness: 5) { try PackageDescriber.describe(packageAt: directory) }
        return try await CheckRunner.run(package: package, rules: .zeroConfiguration).diagnostics
    }

    @Test("each finding names its fix; a dry run changes nothing")
    func dryRun() async throws {
        try await withPackage { directory in
            let before = try String(contentsOfFile: directory + "/Package.swift", encoding: .utf8)
            let diagnostics = try await findings(in: directory)
            let fixes = ManifestFixer.fixes(in: diagnostics)

            #expect(fixes.map(\.change) == [.add, .remove])
            #expect(fixes.map(\.spelling) == ["\"Core\"", "\"Extra\""])
            #expect(
                diagnostics.contains {
                    $0.message.hasSuffix("add \"Core\" to the dependencies of target 'API' (Package.swift:10)")
                })
            let outcomes = try ManifestFixer(packageDirectory: directory).apply(
                fixes, removingUnused: true, dryRun: true)
            #expect(outcomes.allSatisfy { !$0.applied })
            #expect(try String(contentsOfFile: directory + "/Package.swift", encoding: .utf8) == before)
        }
    }

    @Test("a manifest SwiftPM cannot read after the edit is put back byte for byte, and the error names the line")
    func restoresAManifestSwiftPMRejects() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-fix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let manifest = directory.appendingPathComponent("Package.swift")
        try Data(Self.manifest.utf8).write(to: manifest)
        // A stand-in for SwiftPM that reads no manifest, as after an edit that broke it.
        let swift = directory.appendingPathComponent("swift")
        try ExecutableScript.write(
            "#!/bin/sh\necho \"Package.swift:10:27: error: expected ',' separator\" >&2\nexit 1\n", to: swift)
        let before = try Data(contentsOf: manifest)
        let fix = ManifestFix(
            change: .remove, target: "API", dependency: "Extra", manifestLocation: SourceLocation(line: 11, column: 28))

        #expect(
            throws: ArchitectureCheckError.manifestNotFixed(
                path: directory.path + "/Package.swift",
                complaint: "Package.swift:10:27: error: expected ',' separator")
        ) {
            try ManifestFixer(packageDirectory: directory.path, swift: swift.path).apply(
                [fix], removingUnused: true, dryRun: false)
        }
        #expect(try Data(contentsOf: manifest) == before)
    }

    @Test("fix removes an unused .product(name:package:) of a local package, and SwiftPM still reads the manifest")
    func removesAProductEntry() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-fix-product-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Tools/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Tools", products: [.library(name: "Tools", targets: ["Tools"])],
                targets: [.target(name: "Tools")])
            """,
            "Tools/Sources/Tools/Tools.swift": "public let tools = 1\n",
            "App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Tools")],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            .product(name: "Tools", package: "Tools"),
                        ]
                    ),
                ]
            )
            """,
            "App/Sources/App/App.swift": "public let app = 1\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let directory = root.appendingPathComponent("App").path
        let fixes = ManifestFixer.fixes(in: try await findings(in: directory))
        #expect(fixes.map(\.dependency) == ["Tools"])

        let outcomes = try ManifestFixer(packageDirectory: directory).apply(fixes, removingUnused: true, dryRun: false)

        #expect(outcomes.map(\.applied) == [true])
        let fixed = try String(contentsOfFile: directory + "/Package.swift", encoding: .utf8)
        #expect(!fixed.contains(".product(name: \"Tools\""))
        #expect(fixed.contains("dependencies: [\n            ]"))
        #expect(try await findings(in: directory).isEmpty)
    }

    @Test("fix adds the undeclared dependency, removes the unused one only when asked, and the check passes")
    func applies() async throws {
        try await withPackage { directory in
            let fixer = ManifestFixer(packageDirectory: directory)
            let first = try fixer.apply(
                ManifestFixer.fixes(in: try await findings(in: directory)), removingUnused: false, dryRun: false)
            #expect(first.map(\.applied) == [true, false])
            #expect(try await findings(in: directory).map(\.code) == [.unusedDependency])

            let second = try fixer.apply(
                ManifestFixer.fixes(in: try await findings(in: directory)), removingUnused: true, dryRun: false)

            #expect(second.map(\.applied) == [true])
            #expect(try await findings(in: directory).isEmpty)
        }
    }
}
