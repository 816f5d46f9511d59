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
