import ArchitectureCheckCore
import Foundation
import Testing

/// A package that adopts the check: without a rules file, what needs no rules; after `init`, rules of
/// the package as it is, which pass until the next new violation.
@Suite("Adopting the check in a package")
struct AdoptionTests {
    private let package = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("API", dependsOn: ["Core", "Cache"]),
        Fixtures.target("Cache", dependsOn: ["Core"]),
        Fixtures.target("App", kind: .executable, dependsOn: ["API"]),
        Fixtures.target("APITests", kind: .test, path: "Tests/APITests", dependsOn: ["API"]),
    ])

    private var scans: [String: [SourceFileScan]] {
        var scans = Fixtures.scan("Core", "import Foundation\n")
        scans.merge(Fixtures.scan("API", "import Foundation\nimport Core\npublic import Cache\n")) { $1 }
        scans.merge(Fixtures.scan("Cache", "import Core\n")) { $1 }
        scans.merge(Fixtures.scan("App", "import API\nimport Core\n")) { $1 }
        scans.merge(Fixtures.scan("APITests", "import Testing\n@testable import API\n")) { $1 }
        return scans
    }

    private func check(_ scans: [String: [SourceFileScan]], rules: ArchitectureRules) -> [Diagnostic] {
        ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: "")).check(scans: scans)
    }

    @Test("without rules: undeclared dependencies, cycles and @testable outside tests, nothing else")
    func zeroConfiguration() {
        var scans = scans
        scans.merge(Fixtures.scan("Cache", "import Core\n@testable import API\nimport FoundationNetworking\n")) { $1 }

        let codes = check(scans, rules: .zeroConfiguration).map(\.code)

        // Cache imports API, which depends on Cache: a cycle.
        #expect(
            codes.filter { $0 != .unusedDependency }.sorted(by: { $0.rawValue < $1.rawValue }) == [
                .cycle, .testableImport, .undeclaredDependency, .undeclaredDependency,
            ])
        #expect(!codes.contains(.uncoveredTarget) && !codes.contains(.forbiddenImport))
    }

    @Test("init's rules pass on the package as it is, but for what its baseline accepts")
    func proposalPassesAsItIs() throws {
        let rules = RulesProposal.rules(for: package, scans: scans)
        try rules.validate()

        let findings = check(scans, rules: rules).filter { $0.severity == .error }

        #expect(findings.map(\.code) == [.undeclaredDependency], "App imports Core without declaring it")
        #expect(Baseline(accepting: findings).entries == [Baseline.Entry(target: "App", module: "Core")])
        #expect(rules.moduleSets == nil)
        let api = try #require(rules.rules.first { $0.name == "API" })
        #expect(api.mayImport == ["Cache", "Core", "Foundation"])
        #expect(rules.rules.first { $0.name == "APITests" }?.mayImport == ["API", "Testing"])
        #expect(api.mayExposeImport == ["Cache"])
        #expect(rules.rules.first { $0.name == "APITests" }?.mayTestableImport == ["API"])
    }

    @Test("after init, a new import fails at its line")
    func proposalFailsOnTheNextViolation() throws {
        let rules = RulesProposal.rules(for: package, scans: scans)
        var planted = scans
        planted.merge(Fixtures.scan("Core", "import Foundation\nimport Cache\n")) { $1 }

        let finding = try #require(check(planted, rules: rules).first { $0.code == .forbiddenImport })

        #expect(finding.target == "Core" && finding.module == "Cache")
        #expect(finding.location == SourceLocation(line: 2, column: 8))
    }

    @Test("after init, a system module another target imports fails in a target that did not import it")
    func proposalKeepsSystemModulesPerTarget() throws {
        // swift-service-lifecycle: after init, `import XCTest` planted in the library `UnixSignals`
        // passed, because one shared set allowed every system module any target imported.
        let rules = RulesProposal.rules(for: package, scans: scans)
        var planted = scans
        planted.merge(Fixtures.scan("Core", "import Foundation\nimport Testing\n")) { $1 }
        planted.merge(Fixtures.scan("Cache", "import Core\nimport Foundation\n")) { $1 }

        let findings = check(planted, rules: rules).filter { $0.code == .forbiddenImport }

        #expect(
            findings.map { "\($0.target ?? "") -> \($0.module ?? "")" }.sorted() == [
                "Cache -> Foundation", "Core -> Testing",
            ])
    }

    @Test("--layers proposes each target one layer above what it depends on, and the package keeps it")
    func layers() throws {
        let rules = RulesProposal.rules(for: package, scans: scans, layers: true)
        let contract = try #require(rules.contracts?.first)

        #expect(contract.kind == .layers)
        #expect(contract.layers == [["App"], ["API"], ["Cache"], ["Core"]])
        #expect(!check(scans, rules: rules).contains { $0.code == .layerViolation })
    }

    @Test("the proposal is the same every time")
    func deterministic() {
        #expect(RulesProposal.rules(for: package, scans: scans) == RulesProposal.rules(for: package, scans: scans))
    }
}
