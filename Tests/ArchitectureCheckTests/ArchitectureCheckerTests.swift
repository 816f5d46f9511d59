import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Rule evaluation")
struct ArchitectureCheckerTests {
    private let layered = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("API", dependsOn: ["Core"]),
        Fixtures.target("Cache", dependsOn: ["Core"]),
        Fixtures.target("APITests", kind: .test, path: "Tests/APITests", dependsOn: ["API", "Core"]),
    ])

    /// The findings of the targets that have scans (or all, with `allTargets`), warnings about
    /// unused dependencies left out unless asked for.
    private func check(
        _ package: PackageModel,
        _ scans: [String: [SourceFileScan]],
        manifest: String = "",
        allTargets: Bool = false,
        unusedDependencies: Bool = false
    ) throws -> [Diagnostic] {
        let rules = try Fixtures.rules(Fixtures.layeredRules)
        let targets: Set<String>? = allTargets ? nil : Set(scans.keys)
        return ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: manifest))
            .check(scans: scans, targets: targets)
            .filter { unusedDependencies || $0.code != .unusedDependency }
    }

    private func codes(_ diagnostics: [Diagnostic]) -> [DiagnosticCode] { diagnostics.map(\.code) }

    @Test("allowed imports pass")
    func clean() throws {
        var scans = Fixtures.scan("API", "import Foundation\nimport Core\n")
        scans["Core"] = Fixtures.scan("Core", "import Foundation")["Core"]
        scans["Cache"] = Fixtures.scan("Cache", "import Core")["Cache"]
        scans["APITests"] = Fixtures.scan("APITests", "import Testing\n@testable import API\nimport Core")["APITests"]
        #expect(try check(layered, scans).isEmpty)
    }

    @Test("an import the rule does not allow fails at its line, naming the rule")
    func notAllowed() throws {
        let diagnostics = try check(layered, Fixtures.scan("API", "import Core\n\nimport Cache\n"))
        let error = try #require(diagnostics.first { $0.code == .forbiddenImport })
        #expect(error.location == SourceLocation(line: 3, column: 8))
        #expect(error.file == "/package/Modules/API/API.swift")
        #expect(error.rule == "api")
        #expect(error.message.contains("'API' must not import 'Cache'") && error.message.contains("rule 'api'"))
        #expect(codes(diagnostics).contains(.undeclaredDependency))
    }

    @Test("a forbidden rule wins and gives its reason")
    func forbidden() throws {
        let diagnostics = try check(
            layered, Fixtures.scan("Core", "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].rule == "no-networking")
        #expect(diagnostics[0].message.contains("features stay portable"))
        #expect(diagnostics[0].location?.line == 2)
    }

    @Test("imports in comments and strings never count")
    func commentsAndStrings() throws {
        let source = "import Core\n// import Cache\nlet s = \"import Cache\"\n/* import FoundationNetworking */"
        #expect(try check(layered, Fixtures.scan("API", source)).isEmpty)
    }

    @Test("@testable only of the module a test target tests")
    func testable() throws {
        let diagnostics = try check(layered, Fixtures.scan("APITests", "@testable import API\n@testable import Core"))
        #expect(codes(diagnostics) == [.testableImport])
        #expect(diagnostics[0].module == "Core")
    }

    @Test("a target no rule covers is an error: deny by default")
    func uncovered() throws {
        let package = Fixtures.package(layered.targets + [Fixtures.target("Stray")])
        let diagnostics = try check(
            package, [:], manifest: "let a = 1\n    .target(name: \"Stray\")\n", allTargets: true)
        let error = try #require(diagnostics.first)
        #expect(error.code == .uncoveredTarget)
        #expect(error.location == SourceLocation(line: 2, column: 19))
    }

    @Test("a declared dependency the rules forbid fails before any file imports it")
    func forbiddenDependency() throws {
        let package = Fixtures.package([Fixtures.target("Core", products: ["GRDB"])])
        let diagnostics = try check(
            package,
            [:],
            manifest: "module(\"Core\", dependencies: [\n  .product(name: \"GRDB\", package: \"GRDB.swift\")])",
            allTargets: true
        )
        #expect(codes(diagnostics).contains(.forbiddenDependency))
        let error = try #require(diagnostics.first { $0.code == .forbiddenDependency })
        #expect(error.file == "/package/Package.swift" && error.location?.line == 2)
    }

    @Test("a declared dependency no file imports is a warning")
    func unusedDependency() throws {
        let diagnostics = try check(layered, Fixtures.scan("API", "import Foundation"), unusedDependencies: true)
        let warning = try #require(diagnostics.first { $0.code == .unusedDependency && $0.target == "API" })
        #expect(warning.severity == .warning && warning.module == "Core")
    }

    @Test("an import of a sibling module that is not a direct dependency is a violation")
    func undeclared() throws {
        let package = Fixtures.package([
            Fixtures.target("Core"), Fixtures.target("Helpers"),
            Fixtures.target("CLI", kind: .executable, path: "Apps/CLI", dependsOn: ["Core"]),
        ])
        let rules = try Fixtures.rules(Fixtures.layeredRules)
        let diagnostics = ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: Fixtures.scan("CLI", "import Core\nimport Helpers"))
        #expect(diagnostics.filter { $0.target == "CLI" }.map(\.code) == [.undeclaredDependency])
    }

    @Test("a cycle is a violation that prints its path")
    func cycle() throws {
        let package = Fixtures.package([
            Fixtures.target("A", path: "Apps/A", dependsOn: ["B"]),
            Fixtures.target("B", path: "Apps/B", dependsOn: ["C"]),
            Fixtures.target("C", path: "Apps/C", dependsOn: ["A"]),
        ])
        let rules = try Fixtures.rules(
            #"{"version": 1, "rules": [{"name": "all", "paths": ["Apps/*"], "mayImport": ["*"]}]}"#)
        var scans = Fixtures.scan("A", "import B")
        scans["B"] = Fixtures.scan("B", "import C")["B"]
        scans["C"] = Fixtures.scan("C", "import A")["C"]
        let diagnostics = ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans)
        #expect(diagnostics.map(\.message) == ["dependency cycle: A -> B -> C -> A"])
        #expect(diagnostics[0].location == SourceLocation(line: 1, column: 8))
    }

    @Test("a suppression with a reason silences its import; without a reason it is itself an error")
    func suppressions() throws {
        let withReason = try check(
            layered,
            Fixtures.scan("API", "import Core\nimport Cache // arch-check:ignore moves to FeedComposition next\n"))
        #expect(codes(withReason).isEmpty)
        let above = try check(
            layered,
            Fixtures.scan("API", "import Core\n// arch-check:ignore moves to FeedComposition next\nimport Cache\n"))
        #expect(codes(above).isEmpty)
        let withoutReason = try check(layered, Fixtures.scan("API", "import Core\nimport Cache // arch-check:ignore\n"))
        #expect(
            Set(codes(withoutReason)) == [.forbiddenImport, .undeclaredDependency, .suppressionWithoutReason])
        let unused = try check(layered, Fixtures.scan("API", "import Core // arch-check:ignore no reason needed\n"))
        #expect(codes(unused) == [.unusedSuppression])
    }
}
