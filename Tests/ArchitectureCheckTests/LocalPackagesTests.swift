import ArchitectureCheckCore
import Foundation
import Testing

/// The command line tool on a repository of local packages (``LocalPackagesFixture``): the app
/// package and the packages it depends on by path are one module graph under the app's rules.
@Suite("A repository of local packages")
struct LocalPackagesTests {
    @Test("init then check pass on the app and its local packages; a used two-module product is not unused")
    func initThenCheck() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }

        let initialized = try await ArchCheckExecutable.run(["init"], in: fixture.app)
        let checked = try await ArchCheckExecutable.run([], in: fixture.app)

        #expect(initialized.status == 0, "\(initialized.errors)")
        let rules = try ArchitectureRules.load(from: fixture.app.appendingPathComponent("architecture-rules.json").path)
        #expect(
            rules.rules.map(\.name).sorted() == [
                "App", "CoreModels", "CoreNetworking", "FeatureKit", "FeatureKitTests", "FeatureUtils", "Tool",
            ])
        #expect(rules.rules.first { $0.name == "FeatureKit" }?.mayImport == ["CoreModels", "CoreNetworking"])
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
        #expect(checked.output == "arch-check passed: 7 targets, 7 files, 7 imports; 0 errors, 0 warnings\n")
    }

    @Test("a forbidden import planted in a local package fails at its file and line")
    func plantedImportInLocalPackage() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        _ = try await ArchCheckExecutable.run(["init"], in: fixture.app)
        try fixture.prepend("import FeatureUtils", to: "Core/Sources/CoreModels/Model.swift")

        let checked = try await ArchCheckExecutable.run([], in: fixture.app)

        #expect(checked.status == 1)
        let file = fixture.root.appendingPathComponent("Core/Sources/CoreModels/Model.swift").path
        #expect(
            checked.output.contains(
                "error: \(file):1:8: 'CoreModels' must not import 'FeatureUtils': rule 'CoreModels' allows no import [forbidden-import]"
            ),
            "\(checked.output)")
    }

    @Test("an undeclared import of another package's module is reported with its product, and fix declares it")
    func undeclaredCrossPackageImport() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        try fixture.prepend("import CoreModels", to: "App/Sources/Tool/Tool.swift")

        let checked = try await ArchCheckExecutable.run([], in: fixture.app)
        let fixed = try await ArchCheckExecutable.run(["fix"], in: fixture.app)
        let after = try await ArchCheckExecutable.run([], in: fixture.app)

        #expect(checked.status == 1)
        #expect(
            checked.output.hasPrefix(
                "error: Sources/Tool/Tool.swift:1:8: 'Tool' imports 'CoreModels' without declaring it as a direct "
                    + "dependency in Package.swift: add .product(name: \"Core\", package: \"Core\") to the dependencies "
                    + "of target 'Tool' (Package.swift:15) [undeclared-dependency]"), "\(checked.output)")
        #expect(fixed.output.contains("added: + .product(name: \"Core\", package: \"Core\")"), "\(fixed.output)")
        #expect(try fixture.read("App/Package.swift").contains("package: \"Core\""))
        #expect(after.status == 0, "\(after.output)")
    }

    @Test("fix edits the manifest of the local package that declares the target")
    func fixInLocalPackage() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        try fixture.prepend("import FeatureUtils", to: "Feature/Sources/FeatureKit/Screen.swift")
        let appManifest = try fixture.read("App/Package.swift")

        let checked = try await ArchCheckExecutable.run([], in: fixture.app)
        let fixed = try await ArchCheckExecutable.run(["fix"], in: fixture.app)

        #expect(
            checked.output.contains(
                "add \"FeatureUtils\" to the dependencies of target 'FeatureKit' (../Feature/Package.swift:10)"),
            "\(checked.output)")
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
        #expect(try fixture.read("Feature/Package.swift").contains("\"FeatureUtils\""))
        #expect(try fixture.read("App/Package.swift") == appManifest)
    }

    @Test("--root-only reads the app package alone; graph draws each package as a group")
    func rootOnlyAndGraph() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }

        let rootOnly = try await ArchCheckExecutable.run(["--root-only"], in: fixture.app)
        let graph = try await ArchCheckExecutable.run(["graph"], in: fixture.app)

        #expect(rootOnly.output == "arch-check passed: 2 targets, 2 files, 3 imports; 0 errors, 0 warnings\n")
        for package in ["App", "Core", "Feature"] {
            #expect(graph.output.contains("[\"package \(package)\"]"), "\(graph.output)")
        }
        #expect(graph.output.contains("m_FeatureKit --> m_CoreModels"))
    }

    @Test("a local package without rules follows the app's rules in its repository, and its own rules alone")
    func localPackageFollowsTheRootsRules() async throws {
        let fixture = try LocalPackagesFixture(repository: true)
        defer { fixture.remove() }
        _ = try await ArchCheckExecutable.run(["init"], in: fixture.app)
        try fixture.prepend("import FeatureUtils", to: "Core/Sources/CoreModels/Model.swift")
        let core = fixture.root.appendingPathComponent("Core")

        let checked = try await ArchCheckExecutable.run([], in: core)

        #expect(
            RulesFileLocator.rulesFile(forPackageAt: core.path)
                == fixture.app.appendingPathComponent("architecture-rules.json").path)
        #expect(checked.status == 1)
        #expect(checked.errors.contains("checking with \(fixture.app.path)/architecture-rules.json"))
        #expect(checked.output.contains("Sources/CoreModels/Model.swift:1:8: 'CoreModels' must not import"))
    }

    @Test("the rules file of a package: its own, else its repository's package that reaches it by path")
    func rulesFileLocator() throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        let feature = fixture.root.appendingPathComponent("Feature").path
        try fixture.write("{}", to: "App/architecture-rules.json")

        #expect(RulesFileLocator.rulesFile(forPackageAt: feature) == nil, "in no repository: alone")
        try fixture.write("", to: ".git/HEAD")
        #expect(RulesFileLocator.rulesFile(forPackageAt: feature) == fixture.app.path + "/architecture-rules.json")
        try fixture.write("{}", to: "Feature/architecture-rules.json")
        #expect(RulesFileLocator.rulesFile(forPackageAt: feature) == feature + "/architecture-rules.json")
        #expect(
            RulesFileLocator.declaredPaths(
                in: ".package(path: \"../Core\"),\n.package(url: \"https://x/y\", from: \"1.0.0\"),\n"
                    + ".package(\n    name: \"F\",\n    path: \"Packages/F\"\n)") == ["../Core", "Packages/F"])
    }

    @Test("a local package outside the app's repository is not read with it")
    func localPackageOutsideTheRepository() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        try fixture.write("", to: "App/.git/HEAD")

        let checked = try await ArchCheckExecutable.run([], in: fixture.app)

        #expect(checked.output.hasSuffix("arch-check passed: 2 targets, 2 files, 3 imports; 0 errors, 0 warnings\n"))
        #expect(checked.errors.contains("the local package at \(fixture.root.path)/Core lies outside"))
    }

    /// An app in no repository that depends on a package of a git repository (this repository's
    /// consumer fixture, copied to a temporary folder, on a checkout of this repository there).
    @Test("a local package of a git repository is not read with an app that is in none")
    func localPackageOfAnotherRepository() async throws {
        let fixture = try LocalPackagesFixture()
        defer { fixture.remove() }
        try fixture.write("", to: "Core/.git/HEAD")

        let checked = try await ArchCheckExecutable.run(["--root-only"], in: fixture.app)
        let withLocals = try await ArchCheckExecutable.run([], in: fixture.app)

        #expect(checked.output.hasSuffix("arch-check passed: 2 targets, 2 files, 3 imports; 0 errors, 0 warnings\n"))
        #expect(withLocals.output.contains("arch-check passed: 5 targets"), "\(withLocals.output)")
        #expect(withLocals.errors.contains("the local package at \(fixture.root.path)/Core lies outside"))
        #expect(!RulesFileLocator.isPartOfProject(fixture.root.path + "/Core", of: fixture.app.path))
        #expect(RulesFileLocator.isPartOfProject(fixture.root.path + "/Feature", of: fixture.app.path))
    }
}
