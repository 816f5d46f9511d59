import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// A `Package.swift` saved with Windows line endings (`\r\n`, one `Character` in Swift): lines and
/// columns are counted on bytes, so its findings point at the right line, and fixes keep its endings.
@Suite("Manifests with CRLF line endings")
struct CRLFManifestTests {
    /// `ManifestFixerTests`' manifest, each line ended by `\r\n`.
    private static let manifest = [
        "// swift-tools-version: 6.0",
        "import PackageDescription",
        "",
        "let package = Package(",
        "    name: \"Fixable\",",
        "    products: [",
        "        .library(name: \"Fixable\", targets: [\"API\"]),",
        "    ],",
        "    targets: [",
        "        .target(name: \"Core\"),",
        "        .target(name: \"Extra\"),",
        "        .target(",
        "            name: \"API\",",
        "            dependencies: [",
        "                \"Extra\",",
        "            ]",
        "        ),",
        "    ]",
        ")",
        "",
    ].joined(separator: "\r\n")

    @Test("a target and a dependency are located on their own lines, not past the last one")
    func locator() {
        let locator = ManifestLocator(text: Self.manifest)

        #expect(locator.location(target: "Core") == SourceLocation(line: 10, column: 23))
        #expect(locator.location(target: "API") == SourceLocation(line: 13, column: 19))
        #expect(locator.location(target: "API", dependency: "Extra") == SourceLocation(line: 15, column: 17))
        #expect(locator.location(target: "Nowhere") == SourceLocation(line: 1, column: 1))
    }

    @Test("the check of a CRLF package reports its manifest findings at their lines, and fix keeps CRLF")
    func checkAndFix() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-crlf-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (target, source) in [
            ("Core", "public let core = 1\r\n"), ("Extra", "public let extra = 2\r\n"),
            ("API", "import Core\r\n\r\npublic let api = core\r\n"),
        ] {
            let folder = directory.appendingPathComponent("Sources/\(target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: folder.appendingPathComponent("\(target).swift"))
        }
        let manifestURL = directory.appendingPathComponent("Package.swift")
        try Data(Self.manifest.utf8).write(to: manifestURL)

        let path = directory.path
        let package = try await OwnThread.run(niceness: 5) { try PackageDescriber.describe(packageAt: path) }
        let result = try await CheckRunner.run(package: package, rules: .zeroConfiguration)
        let unused = try #require(result.diagnostics.first { $0.code == .unusedDependency })
        #expect(unused.location == SourceLocation(line: 15, column: 17))
        #expect(
            result.diagnostics.contains {
                $0.code == .undeclaredDependency && $0.message.hasSuffix("'API' (Package.swift:13)")
            }, "\(result.diagnostics.map(\.message))")

        let outcomes = try ManifestFixer(packageDirectory: directory.path).apply(
            ManifestFixer.fixes(in: [unused]), removingUnused: true, dryRun: false)
        #expect(outcomes.map(\.applied) == [true])
        let fixed = String(decoding: try Data(contentsOf: manifestURL), as: UTF8.self)
        let expected = Self.manifest.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { String(String.UnicodeScalarView($0)) != "                \"Extra\",\r" }
            .map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        #expect(Array(fixed.utf8) == Array(expected.utf8))
    }
}
