import ArchitectureCheckCore
import Foundation
import Testing

/// The build plugin and the command line judge a package the same way: on ``ProductFixture`` (an app
/// on local products of two modules each), the plugin's path (the model the plugin writes, one check
/// per target) and the command line's (`swift package describe` and the dependencies' manifests, one
/// check of the package) give the same findings, `init` proposals and explanations.
@Suite("Plugin and command line agree on product dependencies")
struct PluginAndCommandLineAgreementTests {
    /// Rules that judge the product dependencies: `App` may import only some of `Core`'s modules, and
    /// a forbidden rule keeps `Tool` from `Core`'s networking.
    private static let rules = """
        {
          "version": 1,
          "rules": [
            { "name": "app", "targets": ["App"], "mayImport": ["CoreModels", "Feature"] },
            { "name": "others", "targets": ["*"], "mayImport": ["Foundation", "Core*", "Extras*"] }
          ],
          "forbidden": [
            { "name": "tools-offline", "description": "tools work offline", "from": ["Tool"], "imports": ["CoreNetworking"] }
          ]
        }
        """

    /// The plugin's findings: one check per target, each on the model the plugin writes for it.
    private func pluginFindings(_ fixture: ProductFixture, rules: ArchitectureRules) async throws -> Set<Diagnostic> {
        var findings = Set<Diagnostic>()
        for target in ["App", "Feature", "Tool"] {
            let model = try fixture.pluginModel(checking: target)
            let result = try await CheckRunner.run(package: model, rules: rules, targets: [target])
            findings.formUnion(result.diagnostics)
        }
        return findings
    }

    @Test("both paths give each target the same declared dependencies: the products' modules")
    func sameModel() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }

        let described = try await fixture.describe()
        let plugin = try fixture.pluginModel(checking: "App")

        let dependencies = { (model: PackageModel) in
            Dictionary(uniqueKeysWithValues: model.targets.map { ($0.name, $0.dependencies) })
        }
        #expect(dependencies(described) == dependencies(plugin))
        #expect(
            dependencies(described)["App"]?.map(\.modules) == [
                ["CoreModels", "CoreNetworking"], ["ExtrasUI", "ExtrasLogging"],
            ])
    }

    @Test("every finding is the same on both paths, with and without rules")
    func sameFindings() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let described = try await fixture.describe()
        let scans = try await CheckRunner.scan(described.targets)
        let proposed = RulesProposal.rules(for: described, scans: scans)

        for rules in [.zeroConfiguration, proposed, try Fixtures.rules(Self.rules)] {
            let commandLine = try await CheckRunner.run(package: described, rules: rules)
            let plugin = try await pluginFindings(fixture, rules: rules)

            #expect(Set(commandLine.diagnostics) == plugin)
            #expect(!plugin.isEmpty)
        }
        // The findings the rules above give, so that the comparison compares something.
        let commandLine = try await CheckRunner.run(package: described, rules: try Fixtures.rules(Self.rules))
        let codes = commandLine.diagnostics.map { "\($0.code.rawValue) \($0.target ?? "") \($0.module ?? "")" }
        #expect(
            Set(codes) == [
                "forbidden-import App CoreNetworking", "undeclared-dependency App Feature",
                "forbidden-dependency App CoreNetworking", "forbidden-dependency App ExtrasUI",
                "forbidden-dependency App ExtrasLogging",
                "unused-dependency App ExtrasUI", "forbidden-import Tool CoreNetworking",
                "forbidden-dependency Tool CoreNetworking",
            ], "\(codes)")
    }

    @Test("init proposes the same rules and explain says the same on both paths")
    func sameProposalsAndExplanations() async throws {
        let fixture = try ProductFixture()
        defer { fixture.remove() }
        let described = try await fixture.describe()
        var plugin = try fixture.pluginModel(checking: "App")
        plugin.targets = try ["App", "Feature", "Tool"].map { name in
            try #require(try fixture.pluginModel(checking: name).targets.first { $0.name == name })
        }
        let describedScans = try await CheckRunner.scan(described.targets)
        let pluginScans = try await CheckRunner.scan(plugin.targets)

        let rules = RulesProposal.rules(for: described, scans: describedScans)
        #expect(rules == RulesProposal.rules(for: plugin, scans: pluginScans))

        for (from, to) in [("App", "CoreNetworking"), ("App", "ExtrasUI"), ("Tool", "CoreModels"), ("App", "Feature")] {
            let commandLine = try ArchitectureChecker(rules: rules, package: described)
                .explain(from: from, importing: to)
            let pluginSide = try ArchitectureChecker(rules: rules, package: plugin)
                .explain(from: from, importing: to)
            #expect(commandLine.render() == pluginSide.render())
        }
    }
}
