import CommonTestSupport
import Foundation
import Testing

/// SwiftPM passes each enabled trait of a package to every compilation of its modules as `-D<trait>`,
/// in the order of a set, which differs from one run of SwiftPM to the next. With two or more traits
/// enabled, every manifest edit changed the compile arguments and recompiled the whole package (654
/// compile steps and about 3 minutes on this repository for an unchanged `Package.swift`). This
/// repository and the dependencies whose defaults it overrides keep to one enabled trait.
@Suite("This repository's compile arguments stay the same from one SwiftPM run to the next")
struct StableCompileArgumentsTests {
    @Test("the default configuration enables one trait of this package and one of Hummingbird")
    func oneEnabledTrait() async throws {
        let manifest = try await Self.dumpedManifest()
        let traits = try #require(manifest["traits"] as? [[String: Any]])
        let enabledBy = Dictionary(
            uniqueKeysWithValues: traits.compactMap { trait -> (String, [String])? in
                guard let name = trait["name"] as? String else { return nil }
                return (name, trait["enabledTraits"] as? [String] ?? [])
            })
        var enabled: Set<String> = []
        var pending = enabledBy["default"] ?? []
        while let trait = pending.popLast() {
            if enabled.insert(trait).inserted { pending += enabledBy[trait] ?? [] }
        }
        #expect(enabled == ["Apps"])

        let dependencies = try #require(manifest["dependencies"] as? [[String: Any]])
        let hummingbird = try #require(
            dependencies.compactMap { ($0["sourceControl"] as? [[String: Any]])?.first }
                .first { $0["identity"] as? String == "hummingbird" })
        let hummingbirdTraits = (hummingbird["traits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(hummingbirdTraits == ["FullFoundation"], "Hummingbird's defaults are two traits")
    }

    private static func dumpedManifest() async throws -> [String: Any] {
        // Its own scratch folder: `swift test` holds the lock of the repository's `.build`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try await SwiftPackageManagerRun.run(
            ["package", "--package-path", Fixtures.repositoryRoot, "--scratch-path", scratch.path, "dump-package"])
        #expect(run.status == 0, "\(run.standardError.suffix(3000))")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }
}
