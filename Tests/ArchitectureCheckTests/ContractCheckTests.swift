import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Contracts")
struct ContractCheckTests {
    /// App on top; two features; Core at the bottom; SharedX and Helper in no layer.
    private let package = Fixtures.package([
        Fixtures.target("App", kind: .executable, path: "Apps/App", dependsOn: ["FeedFeature", "Photos", "Core"]),
        Fixtures.target("FeedFeature", dependsOn: ["Core", "Photos"]),
        Fixtures.target("Photos", dependsOn: ["SharedX", "Core"]),
        Fixtures.target("SharedX", dependsOn: ["FeedFeature"]),
        Fixtures.target("Core", dependsOn: ["Helper"]),
        Fixtures.target("Helper"),
    ])

    private func rules(_ contracts: String) throws -> ArchitectureRules {
        try Fixtures.rules(
            """
            {
              "version": 1,
              "moduleSets": { "features": ["FeedFeature", "Photos"] },
              "rules": [{ "name": "all", "targets": ["*"], "mayImport": ["*"] }],
              "contracts": \(contracts)
            }
            """)
    }

    private let layers = """
        [{ "name": "layered", "description": "features sit on Core", "kind": "layers",
           "layers": [["App"], ["@features"], ["Core"]] }]
        """

    /// The scans of several targets, one file each.
    private func scans(_ sources: [String: String]) -> [String: [SourceFileScan]] {
        sources.reduce(into: [:]) { result, entry in result.merge(Fixtures.scan(entry.key, entry.value)) { $1 } }
    }

    /// The findings of `codes` when the targets with scans are checked (all with `allTargets`).
    private func check(
        _ rules: ArchitectureRules, _ sources: [String: String], allTargets: Bool = false,
        codes: Set<DiagnosticCode> = [.layerViolation, .independenceViolation, .contractCycle, .cycle]
    ) -> [Diagnostic] {
        let targets: Set<String>? = allTargets ? nil : Set(sources.keys)
        return ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans(sources), targets: targets)
            .filter { codes.contains($0.code) }
    }

    @Test("layers: an import of a higher layer fails at the import line, naming the contract and the layers")
    func upwardImport() throws {
        let diagnostics = check(try rules(layers), ["Core": "import Helper\nimport FeedFeature\n"])
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.code == .layerViolation && error.severity == .error)
        #expect(error.rule == "layered" && error.target == "Core" && error.module == "FeedFeature")
        #expect(
            error.file == "/package/Modules/Core/Core.swift" && error.location == SourceLocation(line: 2, column: 8))
        #expect(
            error.message
                == "'Core' must not import 'FeedFeature': layers contract 'layered': 'Core' (layer 3 of 3) must not import 'FeedFeature' (layer 2 of 3, above it) (features sit on Core)"
        )
    }

    @Test("layers: downward imports, imports skipping a layer and modules in no layer pass")
    func downwardImports() throws {
        let rules = try rules(layers)
        #expect(check(rules, ["App": "import FeedFeature\nimport Core\nimport Foundation"]).isEmpty)
        #expect(check(rules, ["Helper": "import App"]).isEmpty)
        #expect(check(rules, ["Core": "import Helper"]).isEmpty)
    }

    @Test("layers: an import within a layer fails unless allowSameLayer")
    func sameLayer() throws {
        let strict = check(try rules(layers), ["FeedFeature": "import Photos"])
        #expect(strict.map(\.code) == [.layerViolation])
        #expect(strict.first?.message.contains("'FeedFeature' and 'Photos' are both in layer 2 of 3") == true)
        let relaxed = layers.replacingOccurrences(
            of: #""kind": "layers","#, with: #""kind": "layers", "allowSameLayer": true,"#)
        #expect(check(try rules(relaxed), ["FeedFeature": "import Photos"]).isEmpty)
    }

    @Test("layers: a suppression with a reason silences a layer violation")
    func suppressed() throws {
        let diagnostics = check(
            try rules(layers), ["Core": "import FeedFeature // arch-check:ignore moves down next release\n"],
            codes: [.layerViolation, .unusedSuppression])
        #expect(diagnostics.isEmpty)
    }

    @Test("independence: a path through another module fails at its first import, printing the path")
    func independenceThroughAnotherModule() throws {
        let rules = try rules(#"[{ "name": "apart", "kind": "independence", "modules": ["@features"] }]"#)
        let diagnostics = check(rules, ["Photos": "import Core\nimport SharedX\n"])
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.code == .independenceViolation && error.severity == .error)
        #expect(error.target == "Photos" && error.module == "FeedFeature" && error.rule == "apart")
        #expect(
            error.location == SourceLocation(line: 2, column: 8) && error.file == "/package/Modules/Photos/Photos.swift"
        )
        #expect(
            error.message
                == "'Photos' must not depend on 'FeedFeature', through other modules: independence contract 'apart' keeps them independent; path: Photos -> SharedX -> FeedFeature"
        )
    }

    @Test("independence: a direct dependency fails, and a whole-package check looks at every listed module")
    func independenceDirect() throws {
        let rules = try rules(#"[{ "name": "apart", "kind": "independence", "modules": ["FeedFeature", "Photos"] }]"#)
        let diagnostics = check(
            rules, ["FeedFeature": "import Photos", "Photos": "import SharedX"], allTargets: true,
            codes: [.independenceViolation])
        #expect(
            diagnostics.map(\.message).sorted() == [
                "'FeedFeature' must not depend on 'Photos', directly: independence contract 'apart' keeps them independent; path: FeedFeature -> Photos",
                "'Photos' must not depend on 'FeedFeature', through other modules: independence contract 'apart' keeps them independent; path: Photos -> SharedX -> FeedFeature",
            ])
        #expect(diagnostics.first { $0.target == "FeedFeature" }?.location == SourceLocation(line: 1, column: 8))
    }

    @Test("independence: a path through a third listed module is reported as its two halves")
    func independenceHalves() throws {
        let rules = try rules(
            #"[{ "name": "apart", "kind": "independence", "modules": ["Photos", "SharedX", "FeedFeature"] }]"#)
        let diagnostics = check(rules, ["Photos": "import SharedX", "SharedX": "import FeedFeature"])
        #expect(
            Set(diagnostics.map { "\($0.target ?? "") \($0.module ?? "")" }) == [
                "Photos SharedX", "SharedX FeedFeature",
            ])
    }

    @Test("acyclic: a cycle through a listed module is one contract-cycle instead of a cycle")
    func acyclic() throws {
        let contract =
            #"[{ "name": "no-loops", "description": "features stay a tree", "kind": "acyclic", "modules": ["Photos"] }]"#
        let diagnostics = check(try rules(contract), [:], allTargets: true)
        #expect(diagnostics.map(\.code) == [.contractCycle])
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.rule == "no-loops" && error.target == "Photos")
        #expect(
            error.message
                == "dependency cycle Photos -> SharedX -> FeedFeature -> Photos: acyclic contract 'no-loops' allows no cycle through its modules (features stay a tree)"
        )
        let unrelated = check(
            try rules(#"[{ "name": "c", "kind": "acyclic", "modules": ["Helper"] }]"#), [:], allTargets: true)
        #expect(unrelated.map(\.code) == [.cycle])
        #expect(check(try rules("[]"), [:], allTargets: true).map(\.code) == [.cycle])
    }

    @Test("contract findings show in every reporter, with their code")
    func everyReporter() throws {
        let rules = try rules(
            #"[{ "name": "layered", "kind": "layers", "layers": [["@features"], ["Core"]] }, { "name": "apart", "kind": "independence", "modules": ["@features"] }, { "name": "acyclic", "kind": "acyclic", "modules": ["*"] }]"#
        )
        let diagnostics = check(rules, ["Core": "import FeedFeature", "Photos": "import SharedX"], allTargets: true)
        #expect(Set(diagnostics.map(\.code)) == [.layerViolation, .independenceViolation, .contractCycle])
        let result = CheckResult(
            packageDirectory: "/package", diagnostics: diagnostics, targetCount: 6, fileCount: 2, importCount: 2)
        for format in ReportFormat.allCases {
            let report = format.render(result)
            for code in ["layer-violation", "independence-violation", "contract-cycle"] {
                #expect(report.contains(code), "\(format) shows \(code)")
            }
        }
        #expect(
            ReportFormat.sarif.render(result).contains("A dependency cycle through a module of an acyclic contract"))
    }

    @Test("explain names the contract that forbids an import, and says when none does")
    func explain() throws {
        let rules = try rules(
            #"[{ "name": "layered", "description": "features sit on Core", "kind": "layers", "layers": [["App"], ["@features"], ["Core"]] }, { "name": "apart", "kind": "independence", "modules": ["@features"] }, { "name": "no-loops", "kind": "acyclic", "modules": ["Photos"] }]"#
        )
        let checker = ArchitectureChecker(rules: rules, package: package)
        let upward = try checker.explain(from: "Helper", importing: "Photos")
        #expect(upward.contracts.map(\.contract.name) == ["apart", "no-loops"])
        #expect(
            upward.render().contains(
                "  contract: independence contract 'apart' forbids it: it would connect 'FeedFeature' to 'Photos', which it keeps independent: FeedFeature -> Core -> Helper -> Photos\n"
            ))
        #expect(
            upward.render().contains(
                "acyclic contract 'no-loops' forbids it: it would close the cycle Helper -> Photos -> Core -> Helper"))
        #expect(!upward.isAllowed)
        let layered = try checker.explain(from: "Core", importing: "App")
        #expect(layered.contracts.first?.contract.name == "layered")
        #expect(
            layered.render().contains(
                "  contract: layers contract 'layered' forbids it: 'Core' (layer 3 of 3) must not import 'App' (layer 1 of 3, above it) (features sit on Core)\n"
            ))
        let apart = try checker.explain(from: "Helper", importing: "SharedX")
        #expect(apart.contracts.map(\.contract.name).contains("apart"))
        #expect(apart.render().contains("independence contract 'apart' forbids it: it would connect"))
        let fine = try checker.explain(from: "App", importing: "Foundation")
        #expect(fine.isAllowed && fine.contracts.isEmpty)
        #expect(fine.render().contains("  contracts: no contract forbids it\n"))
    }
}
