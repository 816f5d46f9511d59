import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

@Suite("Affected targets")
struct AffectedTargetsTests {
    /// Core at the bottom; API and Cache on Core; App on both; Tool alone.
    private let package = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("API", dependsOn: ["Core"]),
        Fixtures.target("Cache", dependsOn: ["Core"]),
        Fixtures.target("App", kind: .executable, path: "Apps/App", dependsOn: ["API", "Cache"]),
        Fixtures.target("Tool", kind: .executable, path: "Tools/Tool"),
    ])

    private func affected(_ files: [String], wholePackageFiles: [String] = []) -> AffectedTargets {
        AffectedTargets(package: package, changedFiles: files, wholePackageFiles: wholePackageFiles)
    }

    @Test("a changed file affects its target and every target that depends on it")
    func dependents() {
        #expect(affected(["/package/Modules/Core/Core.swift"]).names == ["Core", "API", "Cache", "App"])
        #expect(affected(["/package/Modules/API/New.swift"]).names == ["API", "App"])
        #expect(affected(["/package/Apps/App/main.swift"]).names == ["App"])
        #expect(affected(["/package/Tools/Tool/Resources/data.json"]).names == ["Tool"])
    }

    @Test("in a local package: a new file affects its target and, through a product, the app's; its manifest all")
    func localPackages() {
        var kit = Fixtures.target("Kit", path: "../Feature/Sources/Kit")
        kit.packageDirectory = "/Feature"
        kit.sources = ["/Feature/Sources/Kit/Kit.swift"]
        let app = Fixtures.target("App", kind: .executable, path: "Apps/App", products: ["Kit"])
        let package = Fixtures.package([kit, app, Fixtures.target("Tool", kind: .executable, path: "Tools/Tool")])
        func affected(_ files: [String]) -> AffectedTargets {
            AffectedTargets(package: package, changedFiles: files, wholePackageFiles: [])
        }

        #expect(affected(["/Feature/Sources/Kit/New.swift"]).names == ["Kit", "App"])
        #expect(affected(["/Feature/Package.swift"]).names == nil)
        #expect(affected(["/Feature/Package.swift"]).reasons == ["/Feature/Package.swift"])
    }

    @Test("files outside every target affect none; a directory's name prefix is not its contents")
    func outsideTargets() {
        #expect(affected(["/package/README.md", "/package/Modules/CoreExtras/X.swift"]).names == [])
    }

    @Test("the manifest, the rules and the baseline affect every target, and say so")
    func wholePackage() {
        let rules = "/package/architecture-rules.json"
        let baseline = "/package/arch-baseline.json"
        for file in ["/package/Package.swift", "/package/Package@swift-6.0.swift", rules, baseline] {
            let result = affected(["/package/Apps/App/main.swift", file], wholePackageFiles: [rules, baseline])
            #expect(result.names == nil, "\(file)")
            #expect(result.reasons == [file])
        }
        #expect(affected(["/package/Modules/Core/Package.swift"]).names == ["Core", "API", "Cache", "App"])
    }
}

/// `ChangedFiles` and `CheckRunner` on a real git repository in a temporary folder: the findings of a
/// check of the affected targets are the whole check's findings for those targets.
@Suite("Checking the affected targets of a git work tree", .serialized)
struct AffectedCheckTests {
    private let rules = """
        {
          "version": 1,
          "rules": [
            { "name": "core", "targets": ["Core"], "mayImport": ["Foundation"] },
            { "name": "features", "targets": ["API", "Cache"], "mayImport": ["Foundation", "Core"] },
            { "name": "app", "targets": ["App"], "mayImport": ["*"] }
          ],
          "contracts": [
            { "name": "features-apart", "kind": "independence", "modules": ["API", "Cache"] }
          ]
        }
        """

    private func git(_ arguments: [String], in directory: String) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", directory, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await process.runToTermination()
    }

    /// A committed package on disk with Core, API, Cache and App, one file each; returns its model.
    private func makeRepository(at root: String) async throws -> PackageModel {
        let targets: [(String, TargetKind, String, [String], String)] = [
            ("Core", .library, "Modules/Core", [], "import Foundation\n"),
            ("API", .library, "Modules/API", ["Core"], "import Core\n"),
            ("Cache", .library, "Modules/Cache", ["Core"], "import Core\n"),
            ("App", .executable, "Apps/App", ["API", "Cache"], "import API\nimport Cache\n"),
        ]
        var model: [PackageTarget] = []
        for (name, kind, path, dependencies, source) in targets {
            let file = "\(root)/\(path)/\(name).swift"
            try FileManager.default.createDirectory(atPath: "\(root)/\(path)", withIntermediateDirectories: true)
            try source.write(toFile: file, atomically: true, encoding: .utf8)
            model.append(
                PackageTarget(
                    name: name, kind: kind, path: path, sources: [file],
                    dependencies: dependencies.map { PackageDependency(kind: .target, name: $0, modules: [$0]) }))
        }
        try "// swift-tools-version: 6.2\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try rules.write(toFile: root + "/architecture-rules.json", atomically: true, encoding: .utf8)
        #expect(try await git(["init", "-q"], in: root) == 0)
        #expect(try await git(["add", "-A"], in: root) == 0)
        #expect(try await git(["commit", "-q", "-m", "start"], in: root) == 0)
        return PackageModel(name: "Example", directory: root, targets: model)
    }

    private func withRepository(_ body: (String, PackageModel) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-affected-\(UUID().uuidString)")
            .standardizedFileURL.path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await body(root, try await makeRepository(at: root))
    }

    @Test("changed, staged and new files since a revision; nothing right after a commit")
    func changedFiles() async throws {
        try await withRepository { root, _ in
            #expect(try ChangedFiles.since("HEAD", in: root) == [])
            try "import Foundation\n// more\n".write(
                toFile: root + "/Modules/Core/Core.swift", atomically: true, encoding: .utf8)
            try "import Core\n".write(toFile: root + "/Modules/API/Extra.swift", atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(atPath: root + "/Modules/Cache/Cache.swift")
            #expect(
                try ChangedFiles.since("HEAD", in: root + "/Modules") == [
                    root + "/Modules/API/Extra.swift", root + "/Modules/Cache/Cache.swift",
                    root + "/Modules/Core/Core.swift",
                ])
        }
    }

    @Test("a revision that names no commit is bad input, not a pass")
    func badRevision() async throws {
        try await withRepository { root, _ in
            #expect(throws: ArchitectureCheckError.self) { try ChangedFiles.since("no-such-branch", in: root) }
            #expect(throws: ArchitectureCheckError.self) { try ChangedFiles.since("HEAD~5", in: root) }
        }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("no-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(throws: ArchitectureCheckError.self) { try ChangedFiles.since("HEAD", in: outside.path) }
    }

    @Test("the affected targets get exactly the whole check's findings, cycles and contracts included")
    func sameFindingsAsWholeCheck() async throws {
        try await withRepository { root, package in
            let rules = try Fixtures.rules(self.rules)
            // Cache now imports API (an independence breach) and Core imports Cache (a cycle).
            try "import Core\nimport API\n".write(
                toFile: root + "/Modules/Cache/Cache.swift", atomically: true, encoding: .utf8)
            try "import Foundation\nimport Cache\n".write(
                toFile: root + "/Modules/Core/Core.swift", atomically: true, encoding: .utf8)
            let whole = try await CheckRunner.run(package: package, rules: rules)
            #expect(!whole.passed)

            let changed = try ChangedFiles.since("HEAD", in: root)
            let affected = try #require(
                AffectedTargets(package: package, changedFiles: changed, wholePackageFiles: []).names)
            #expect(affected == ["Core", "API", "Cache", "App"])
            let partial = try await CheckRunner.run(
                package: package, rules: rules, targets: ["Cache"], throughDependencies: true)
            // The whole check reports the cycle at its first module, API; it goes through Cache.
            #expect(partial.diagnostics == whole.diagnostics.filter { $0.target == "Cache" || $0.code == .cycle })
            #expect(partial.diagnostics.contains { $0.code == .cycle })
            #expect(partial.diagnostics.contains { $0.code == .independenceViolation })

            let all = try await CheckRunner.run(
                package: package, rules: rules, targets: affected, throughDependencies: true)
            #expect(all.diagnostics == whole.diagnostics)
        }
    }

    @Test("a cycle through no checked target is not their finding; through one, it is")
    func cycleThroughCheckedTargets() async throws {
        try await withRepository { root, package in
            try "import Foundation\nimport API\n".write(
                toFile: root + "/Modules/Core/Core.swift", atomically: true, encoding: .utf8)
            let rules = try Fixtures.rules(self.rules)
            let app = try await CheckRunner.run(
                package: package, rules: rules, targets: ["App"], throughDependencies: true)
            #expect(app.passed, "\(app.diagnostics)")
            let core = try await CheckRunner.run(
                package: package, rules: rules, targets: ["Core"], throughDependencies: true)
            #expect(
                core.diagnostics.contains { $0.code == .cycle && $0.message == "dependency cycle: API -> Core -> API" })
        }
    }
}
