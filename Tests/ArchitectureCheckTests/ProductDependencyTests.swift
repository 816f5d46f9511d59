import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// A product dependency stands for its product's modules, as the build plugin sees it: an app package
/// `App` in a temporary folder, read alone (`--root-only`), depends on the product `Core` of the local
/// package `../Core`, whose targets are `CoreModels` and `CoreNetworking`. Every SwiftPM run uses a
/// scratch folder of its own.
@Suite("Product dependencies")
struct ProductDependencyTests {
    /// The app's manifest; `dependency` declares the package `Core`.
    private static func appManifest(dependency: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [\(dependency)],
            targets: [
                .target(name: "App", dependencies: [.product(name: "Core", package: "Core")]),
                .target(name: "Tool"),
            ]
        )
        """
    }

    /// The app package, described with a scratch folder of its own, and its files' scans.
    /// - Parameter remote: `Core` as a Git repository tagged `1.0.0` that SwiftPM checks out into the
    ///   scratch folder, instead of a local path package.
    private func withApp(
        remote: Bool = false, _ body: (PackageModel, [String: [SourceFileScan]]) async throws -> Void
    ) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-product-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let core = root.appendingPathComponent("Core")
        let dependency =
            remote ? ".package(url: \"\(core.absoluteString)\", from: \"1.0.0\")" : ".package(path: \"../Core\")"
        let files = [
            ("Core/Package.swift", LocalPackagesFixture.coreManifest),
            ("Core/Sources/CoreModels/Model.swift", "public struct Model {}\n"),
            ("Core/Sources/CoreNetworking/Client.swift", "import CoreModels\n\npublic struct Client {}\n"),
            ("App/Package.swift", Self.appManifest(dependency: dependency)),
            (
                "App/Sources/App/App.swift",
                "import CoreModels\nimport CoreNetworking\n\nlet app = (Model(), Client())\n"
            ),
            ("App/Sources/Tool/Tool.swift", "import CoreNetworking\n\nlet tool = Client()\n"),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        if remote {
            let git = ["git", "-C", core.path, "-c", "user.name=arch-check", "-c", "user.email=arch-check@example.com"]
            for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "Core"], ["tag", "1.0.0"]] {
                let run = try CommandRun(git + arguments)
                try #require(run.status == 0, "git \(arguments): \(run.errors)")
            }
        }
        let app = root.appendingPathComponent("App").path
        let scratch = root.appendingPathComponent("scratch").path
        let describe = {
            try await OwnThread.run(niceness: 5) {
                try PackageDescriber.describe(packageAt: app, scratchPath: scratch, localPackages: false)
            }
        }
        let package = try await describe()
        if remote {
            // Once resolved, the checkout is found from the package's description and Package.resolved,
            // and its products are cached under the pinned version.
            let again = try await describe()
            #expect(again == package)
            let cache = try String(
                contentsOfFile: DependencyProductReader.cachePath(packageDirectory: app, scratchPath: scratch),
                encoding: .utf8)
            #expect(cache.contains("checkouts\\/Core\":{") && cache.contains("\"stamp\":\"1.0.0 "), "\(cache)")
        }
        try await body(package, try await CheckRunner.scan(package.targets))
    }

    @Test("the product stands for its modules: importing them is declared, and the product is used")
    func checks() async throws {
        try await withApp { package, scans in
            let app = try #require(package.targets.first { $0.name == "App" })
            #expect(app.dependencies.map(\.modules) == [["CoreModels", "CoreNetworking"]])

            let diagnostics = ArchitectureChecker(rules: .zeroConfiguration, package: package).check(scans: scans)

            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let checker = ArchitectureChecker(rules: .zeroConfiguration, package: package)
            #expect(try checker.explain(from: "App", importing: "CoreNetworking").declared)
            #expect(try !checker.explain(from: "Tool", importing: "CoreNetworking").declared)
        }
    }

    @Test("a remote product, checked out by SwiftPM, stands for its modules too")
    func remote() async throws {
        try await withApp(remote: true) { package, scans in
            let app = try #require(package.targets.first { $0.name == "App" })
            #expect(app.dependencies.map(\.modules) == [["CoreModels", "CoreNetworking"]])

            let diagnostics = ArchitectureChecker(rules: .zeroConfiguration, package: package).check(scans: scans)

            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        }
    }

    @Test("the rules init proposes pass the check: they name the product's modules, not the product")
    func proposesModules() async throws {
        try await withApp { package, scans in
            let rules = RulesProposal.rules(for: package, scans: scans)

            let app = try #require(rules.rules.first { $0.name == "App" })
            #expect(app.mayImport == ["CoreModels", "CoreNetworking"])
            let diagnostics = ArchitectureChecker(rules: rules, package: package).check(scans: scans)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        }
    }

    @Test("without the dependency's manifest, a product stands for one module named after it")
    func fallback() throws {
        let description = """
            {"name": "App", "path": "/app", "targets": [{"name": "App", "c99name": "App", "type": "library",
             "path": "Sources/App", "sources": ["App.swift"], "product_dependencies": ["Core"]}]}
            """

        let model = try PackageDescriber.model(fromDescription: Data(description.utf8), directory: "/app")

        #expect(model.targets.first?.dependencies.map(\.modules) == [["Core"]])
    }
}
