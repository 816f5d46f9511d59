import ArchitectureCheckCore
import Foundation
import Testing

/// A target whose name is no identifier (`feed-web`) is imported by its module name (`feed_web`): the
/// rules may name it either way, once, and both its rule and the imports of it match.
@Suite("Target names and module names")
struct ModuleNameTests {
    /// Core; the app `feed-web` (module `feed_web`); its acceptance tests, which may import it; and
    /// `Client`, which must not.
    private let package = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("feed-web", kind: .executable, path: "Apps/feed-web", dependsOn: ["Core"]),
        Fixtures.target(
            "AppAcceptanceTests", kind: .test, path: "Tests/AppAcceptanceTests", dependsOn: ["feed-web"]),
        Fixtures.target("Client", dependsOn: ["feed-web"]),
    ])

    /// Rules that name the app once, as `app` spells it.
    private func rules(namingAppAs app: String) throws -> ArchitectureRules {
        try Fixtures.rules(
            """
            {
              "version": 1,
              "moduleSets": { "standard": ["Foundation", "Swift"], "apps": ["\(app)"] },
              "rules": [
                { "name": "core", "targets": ["Core"], "mayImport": ["@standard"] },
                { "name": "apps", "targets": ["@apps"], "kinds": ["executable"], "mayImport": ["@standard", "Core"] },
                { "name": "acceptance", "targets": ["*AcceptanceTests"], "kinds": ["test"], "mayImport": ["@standard", "Testing", "@apps"] },
                { "name": "client", "targets": ["Client"], "mayImport": ["*"] }
              ],
              "forbidden": [
                { "name": "nothing-imports-an-app", "from": ["*"], "except": ["*AcceptanceTests"], "imports": ["@apps"] }
              ]
            }
            """
        )
    }

    private var scans: [String: [SourceFileScan]] {
        var scans = Fixtures.scan("feed-web", "import Core\n")
        scans["AppAcceptanceTests"] =
            Fixtures.scan("AppAcceptanceTests", "import Testing\nimport feed_web\n")[
                "AppAcceptanceTests"]
        scans["Client"] = Fixtures.scan("Client", "import feed_web\n")["Client"]
        return scans
    }

    @Test("a target goes by its name and, when it differs, its module name")
    func names() {
        let app = Fixtures.target("feed-web", kind: .executable)
        #expect(app.moduleName == "feed_web")
        #expect(app.names == ["feed-web", "feed_web"])
        #expect(Fixtures.target("Core").names == ["Core"])
        #expect(package.names(ofModule: "feed_web") == ["feed_web", "feed-web"])
        #expect(package.names(ofModule: "Core") == ["Core"])
        #expect(package.names(ofModule: "Foundation") == ["Foundation"])
    }

    @Test(
        "rules that name the app once, either way, cover it and judge the imports of it",
        arguments: ["feed-web", "feed_web"])
    func nameOnce(app: String) throws {
        let rules = try rules(namingAppAs: app)
        let appTarget = try #require(package.targets.first { $0.name == "feed-web" })
        #expect(rules.rule(for: appTarget)?.name == "apps")
        let diagnostics = ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans)
        #expect(diagnostics.allSatisfy { $0.target == "Client" && $0.rule == "nothing-imports-an-app" })
        #expect(Set(diagnostics.map(\.code)) == [.forbiddenImport, .forbiddenDependency])
        #expect(diagnostics.allSatisfy { $0.module == "feed_web" })
    }

    @Test("when the rules name another module, the app is uncovered and an import of it a violation")
    func notNamed() throws {
        let rules = try rules(namingAppAs: "feed-cli")
        let diagnostics = ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans)
        #expect(diagnostics.contains { $0.code == .uncoveredTarget && $0.target == "feed-web" })
        #expect(diagnostics.contains { $0.code == .forbiddenImport && $0.target == "AppAcceptanceTests" })
    }

    @Test("globs match either name")
    func globs() throws {
        let rules = try Fixtures.rules(
            #"{"version": 1, "rules": [{"name": "underscored", "targets": ["feed_*"], "mayImport": []}]}"#)
        #expect(rules.rule(for: Fixtures.target("feed-web"))?.name == "underscored")
        #expect(rules.matches(["feed-*"], anyOf: package.names(ofModule: "feed_web")))
        #expect(!rules.matches(["feed-*"], anyOf: package.names(ofModule: "feed_cli")))
    }

    @Test("a forbidden rule's from and except match a target by either name", arguments: ["feed-web", "feed_web"])
    func forbiddenFromAndExcept(name: String) throws {
        let rules = try Fixtures.rules(
            """
            {
              "version": 1,
              "rules": [{ "name": "all", "targets": ["*"], "mayImport": ["*"] }],
              "forbidden": [
                { "name": "from-app", "from": ["\(name)"], "imports": ["FoundationNetworking"] },
                { "name": "all-but-app", "from": ["*"], "except": ["\(name)"], "imports": ["FoundationNetworking"] }
              ]
            }
            """
        )
        #expect(rules.forbiddenRules(for: Fixtures.target("feed-web")).map(\.name) == ["from-app"])
        #expect(rules.forbiddenRules(for: Fixtures.target("Core")).map(\.name) == ["all-but-app"])
    }

    @Test("the graph leaves out a target excluded by its module name")
    func graphExclude() throws {
        let graph = ModuleGraph(
            package: package,
            rules: try rules(namingAppAs: "feed-web"),
            diagnostics: [],
            excludedTargets: ["feed_web"]
        )
        #expect(!graph.nodes.contains { $0.name == "feed-web" })
        #expect(graph.nodes.contains { $0.name == "Client" })
    }

    @Test("swift package describe: module names come from c99name, dependencies name targets")
    func describedModuleNames() throws {
        let description = """
            warning: a progress line before the JSON
            {
              "name": "Example",
              "path": "/package",
              "targets": [
                { "name": "Core", "c99name": "Core", "type": "library", "module_type": "SwiftTarget",
                  "path": "Modules/Core", "sources": ["Core.swift"] },
                { "name": "feed-web", "c99name": "feed_web", "type": "executable", "module_type": "SwiftTarget",
                  "path": "Apps/feed-web", "sources": ["main.swift", "README.md"],
                  "target_dependencies": ["Core"], "product_dependencies": ["ArgumentParser"] },
                { "name": "AppAcceptanceTests", "c99name": "AppAcceptanceTests", "type": "test",
                  "module_type": "SwiftTarget", "path": "Tests/AppAcceptanceTests", "sources": ["AppTests.swift"],
                  "target_dependencies": ["feed-web"] }
              ]
            }
            """
        let model = try PackageDescriber.model(fromDescription: Data(description.utf8), directory: "/package")
        let app = try #require(model.targets.first { $0.name == "feed-web" })
        #expect(app.moduleName == "feed_web" && app.kind == .executable)
        #expect(app.sources == ["/package/Apps/feed-web/main.swift"])
        #expect(app.dependencies.map(\.modules) == [["Core"], ["ArgumentParser"]])
        let tests = try #require(model.targets.first { $0.name == "AppAcceptanceTests" })
        #expect(tests.kind == .test)
        #expect(tests.dependencies.map(\.name) == ["feed-web"] && tests.dependencies.map(\.modules) == [["feed_web"]])
        #expect(model.names(ofModule: "feed_web") == ["feed_web", "feed-web"])
    }
}
