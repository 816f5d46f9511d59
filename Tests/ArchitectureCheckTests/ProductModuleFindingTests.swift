import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// The findings about product dependencies, on ``ProductFixture``: a product is used when a file
/// imports any of its modules, unused when none, and `init`, `fix` and the cache act on that.
@Suite("Product dependencies: unused findings, init, fix and the cache")
struct ProductModuleFindingTests {
    /// The unused-dependency findings of `package` with no rules file, as `target: product`.
    private func unused(in package: PackageModel) async throws -> [String] {
        try await CheckRunner.run(package: package, rules: .zeroConfiguration).diagnostics
            .filter { $0.code == .unusedDependency }
            .map { "\($0.target ?? ""): \($0.fix?.dependency ?? "")" }
            .sorted()
    }

    @Test("a product named after none of its modules is not reported unused when a file imports them")
    func productOfImportedModulesIsUsed() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let run = try await SwiftPackageManagerRun.run(
            ["package", "--package-path", fixture.app, "--scratch-path", fixture.scratch]
                + ["describe", "--type", "json"])
        try #require(run.status == 0, "\(run.standardError)")
        let description = Data(run.standardOutput.utf8)

        // A product taken for one module named after it: 'Core' looks unused, as it did on the command line.
        let productAsModule = try PackageDescriber.model(fromDescription: description, directory: fixture.app)
        let falseFindings = try await unused(in: productAsModule)
        #expect(falseFindings.contains("App: Core") && falseFindings.contains("Tool: Core"), "\(falseFindings)")

        let (app, scratch) = (fixture.app, fixture.scratch)
        let products = try await OwnThread.run(niceness: 5) {
            DependencyProductReader.products(ofDependenciesOf: app, scratchPath: scratch)
        }
        let package = try PackageDescriber.model(
            fromDescription: description, directory: fixture.app, products: products)
        #expect(try await unused(in: package) == ["App: Extras"])
        #expect(try await unused(in: try await fixture.describe()) == ["App: Extras"])
    }

    @Test("a product none of whose modules is imported is unused, and the finding names the product")
    func productOfNoImportedModuleIsUnused() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }

        let result = try await CheckRunner.run(package: try await fixture.describe(), rules: .zeroConfiguration)

        let finding = try #require(result.diagnostics.first { $0.code == .unusedDependency })
        #expect(
            finding.message.hasPrefix(
                "target 'App' declares a dependency on 'Extras' but no file imports 'ExtrasUI' or 'ExtrasLogging'"),
            "\(finding.message)")
        #expect(finding.fix?.dependency == "Extras")
        #expect(finding.location?.line == 15, "the line of \"Extras\" in the manifest")
    }

    @Test("a plugin product and an executable product stand for no module, and are no dependency to import")
    func pluginAndExecutableProducts() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }

        let (app, scratch) = (fixture.app, fixture.scratch)
        let products = try await OwnThread.run(niceness: 5) {
            DependencyProductReader.products(ofDependenciesOf: app, scratchPath: scratch)
        }

        #expect(products["CoreLint"]?.modules == [])
        #expect(products["core-tool"]?.modules == [])
        #expect(products["Core"]?.modules == ["CoreModels", "CoreNetworking"])
        let package = try await fixture.describe()
        #expect(package.targets.first { $0.name == "App" }?.dependencies.map(\.name) == ["Core", "Extras"])
        #expect(package.targets.first { $0.name == "Tool" }?.dependencies.map(\.name) == ["Core"])
    }

    @Test("init writes the products' module names into mayImport, never a product's name")
    func initWritesModules() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let package = try await fixture.describe()
        let scans = try await CheckRunner.scan(package.targets)

        let rules = RulesProposal.rules(for: package, scans: scans)

        let app = try #require(rules.rules.first { $0.name == "App" })
        #expect(app.mayImport == ["CoreModels", "CoreNetworking", "ExtrasLogging", "ExtrasUI", "Feature"])
        let tool = try #require(rules.rules.first { $0.name == "Tool" })
        #expect(tool.mayImport == ["CoreModels", "CoreNetworking"])
        for rule in rules.rules {
            #expect(!rule.mayImport.contains("Core") && !rule.mayImport.contains("Extras"))
        }
    }

    @Test("explain names the product that provides a module, and answers a product's name with its modules")
    func explainNamesTheProduct() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let checker = ArchitectureChecker(rules: .zeroConfiguration, package: try await fixture.describe())

        let explanation = try checker.explain(from: "Tool", importing: "CoreModels")

        #expect(explanation.declared)
        #expect(
            explanation.render().contains(
                "manifest: 'Tool' declares a dependency on product 'Core', which holds 'CoreModels', 'CoreNetworking'"),
            "\(explanation.render())")
        #expect(throws: ArchitectureCheckError.self) { try checker.explain(from: "Tool", importing: "Core") }
        do {
            _ = try checker.explain(from: "Tool", importing: "Core")
        } catch {
            #expect("\(error)".contains("'Core' is a product, not a module"), "\(error)")
        }
    }

    @Test("fix --remove-unused removes the unused product and keeps the one whose modules are imported")
    func fixRemovesOnlyTheUnusedProduct() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let result = try await CheckRunner.run(package: try await fixture.describe(), rules: .zeroConfiguration)

        let fixes = ManifestFixer.fixes(in: result.diagnostics)
        let outcomes = try ManifestFixer(packageDirectory: fixture.app)
            .apply(fixes.filter { $0.change == .remove }, removingUnused: true, dryRun: false)

        #expect(outcomes.map { "\($0.fix.target) \($0.fix.dependency) \($0.applied)" } == ["App Extras true"])
        let manifest = try String(contentsOfFile: fixture.app + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("\"Core\",\n"))
        #expect(!manifest.contains("\"Extras\",\n"))
        #expect(try await unused(in: try await fixture.describe()) == [])
    }

    @Test("a dependency whose manifest cannot be read is named in a note, and its products fall back")
    func unreadableDependency() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        _ = try await fixture.describe()
        // A manifest SwiftPM cannot evaluate, after the cache was written: its stamp changed.
        try fixture.write(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = \n", to: "Extras/Package.swift")
        let (appPath, scratch) = (fixture.app, fixture.scratch)

        let (package, notes) = try await OwnThread.run(niceness: 5) {
            var notes: [String] = []
            let package = try PackageDescriber.describe(
                packageAt: appPath, scratchPath: scratch, note: { notes.append($0) })
            return (package, notes)
        }

        // Read with the app as a local package, it is also left out of the check, which says so.
        #expect(notes.count == 2, "\(notes)")
        #expect(
            notes.first?.hasPrefix("arch-check: note: cannot read the manifest of the dependency 'extras' at ") == true,
            "\(notes)")
        #expect(
            notes.last?.hasPrefix("arch-check: note: cannot read the local package at \(fixture.root.path)/Extras")
                == true,
            "\(notes)")
        let app = try #require(package.targets.first { $0.name == "App" })
        #expect(app.dependencies.map(\.modules) == [["CoreModels", "CoreNetworking"], ["Extras"]])
        #expect(!package.targets.contains { $0.name.hasPrefix("Extras") })
        #expect(package.targets.contains { $0.name == "CoreModels" }, "the readable local package is checked")
    }

    @Test("the products are cached per dependency directory and version, and read again after a manifest edit")
    func cache() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        _ = try await fixture.describe()
        let cachePath = DependencyProductReader.cachePath(packageDirectory: fixture.app, scratchPath: fixture.scratch)
        let cached = try String(contentsOfFile: cachePath, encoding: .utf8)
        let core = fixture.root.appendingPathComponent("Core").path
        #expect(cached.contains(core.replacingOccurrences(of: "/", with: "\\/")), "\(cached)")

        // An entry whose stamp still matches is used as it is: SwiftPM is not asked again.
        try cached.replacingOccurrences(of: "\"CoreNetworking\"", with: "\"CoreNetworkingFromCache\"")
            .write(toFile: cachePath, atomically: true, encoding: .utf8)
        let fromCache = try #require(try await fixture.describe().targets.first { $0.name == "Tool" })
        #expect(fromCache.dependencies.map(\.modules) == [["CoreModels", "CoreNetworkingFromCache"]])

        // An edited manifest changes the stamp: the products are read again.
        let manifest = try #require(ProductFixture.files.first { $0.path == "Core/Package.swift" }?.text)
        try fixture.write(
            manifest.replacingOccurrences(
                of: "targets: [\"CoreModels\", \"CoreNetworking\"]", with: "targets: [\"CoreModels\"]"),
            to: "Core/Package.swift")
        let edited = try #require(try await fixture.describe().targets.first { $0.name == "Tool" })
        #expect(edited.dependencies.map(\.modules) == [["CoreModels"]])
    }
}
