import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// The conditions end to end on a package written by the test and read as the command line reads it
/// (`swift package describe` and `dump-package`): the flags the manifest defines decide the branches,
/// and a snippet's implicit dependencies are not findings.
@Suite("Conditions on a package read by SwiftPM")
struct ConditionalPackageTests {
    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Flags",
            products: [.library(name: "Core", targets: ["Core"]), .library(name: "Helper", targets: ["Helper"])],
            targets: [
                .target(name: "Core"),
                .target(name: "Helper"),
                .target(
                    name: "Feature",
                    dependencies: ["Core"],
                    swiftSettings: [.define("FEATURE_ON"), .define("ON_OTHER_OS", .when(platforms: [.\(otherPlatform)]))]
                ),
            ]
        )
        """

    /// A platform of `.when(platforms:)` other than the running one.
    private static let otherPlatform = BuildConfiguration.runningOS == "Linux" ? "windows" : "linux"

    private static let files: [(path: String, text: String)] = [
        ("Package.swift", manifest),
        ("Sources/Core/Core.swift", "public struct Core {}\n"),
        ("Sources/Helper/Helper.swift", "public struct Helper {}\n"),
        (
            "Sources/Feature/Feature.swift",
            """
            import Core
            #if NEVER_DEFINED
            import Helper
            #endif
            #if FEATURE_ON
            #else
            import Helper
            #endif
            #if ON_OTHER_OS
            import Helper
            #endif
            #if canImport(NoSuchModuleAnywhere)
            import Helper
            #endif
            #if !FEATURE_ON
            import Helper
            #elseif !NEVER_DEFINED
            import Core
            #endif
            """
        ),
        ("Snippets/Demo.swift", "print(\"demo\")\n"),
    ]

    /// Writes the package into a new temporary folder, its manifest changed by `manifest`.
    private static func writtenPackage(manifest: (String) -> String = { $0 }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-conditions-\(UUID())")
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (file.path == "Package.swift" ? manifest(file.text) : file.text)
                .write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("only the branches the build compiles count for undeclared and unused dependencies")
    func branchesOfTheBuild() async throws {
        let root = try Self.writtenPackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try await OwnThread.run(niceness: 5) {
            try PackageDescriber.describe(packageAt: root.path, scratchPath: root.appendingPathComponent(".build").path)
        }
        let feature = try #require(package.targets.first { $0.name == "Feature" })
        #expect(feature.compilationFlags?.defined == ["FEATURE_ON"])
        #expect(feature.compilationFlags?.definedOnPlatforms == ["ON_OTHER_OS": [Self.otherPlatform]])
        let snippet = try #require(package.targets.first { $0.kind == .snippet })
        #expect(!snippet.dependencies.isEmpty, "SwiftPM gives a snippet the package's libraries")

        let result = try await CheckRunner.run(package: package, rules: .zeroConfiguration)

        #expect(result.diagnostics.map(\.message) == [])
    }

    @Test("with the flag defined, the import in its branch is undeclared")
    func definedFlag() async throws {
        let root = try Self.writtenPackage {
            $0.replacingOccurrences(of: "FEATURE_ON", with: "NEVER_DEFINED")
        }
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try await OwnThread.run(niceness: 5) {
            try PackageDescriber.describe(packageAt: root.path, scratchPath: root.appendingPathComponent(".build").path)
        }

        let result = try await CheckRunner.run(package: package, rules: .zeroConfiguration)

        // NEVER_DEFINED is now defined and FEATURE_ON is not: the first branch, the `#else` of
        // FEATURE_ON and `#if !FEATURE_ON` import Helper.
        let expected = ["undeclared-dependency 3", "undeclared-dependency 7", "undeclared-dependency 16"]
        #expect(result.diagnostics.map { "\($0.code.rawValue) \($0.location?.line ?? 0)" } == expected)
    }

    @Test("a flag the build passes on its command line, given with --define, counts as defined")
    func flagOnTheCommandLine() async throws {
        let root = try Self.writtenPackage()
        defer { try? FileManager.default.removeItem(at: root) }

        let plain = try await ArchCheckExecutable.run([], in: root)
        let defined = try await ArchCheckExecutable.run(["--define", "NEVER_DEFINED"], in: root)

        #expect(plain.status == 0, "\(plain.output)")
        #expect(defined.status == 1)
        #expect(
            defined.output.hasPrefix(
                "error: Sources/Feature/Feature.swift:3:8: 'Feature' imports 'Helper' without declaring it"),
            "\(defined.output)")
    }
}
