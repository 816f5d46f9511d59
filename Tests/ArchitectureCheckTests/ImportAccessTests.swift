import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Access-level imports and import attributes")
struct ImportAccessTests {
    private let package = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("API", dependsOn: ["Core"]),
        Fixtures.target("APITests", kind: .test, path: "Tests/APITests", dependsOn: ["API", "Core"]),
    ])

    private let rulesJSON = """
        {
          "version": 1,
          "moduleSets": { "standard": ["Foundation", "Swift"] },
          "rules": [
            { "name": "core", "targets": ["Core"], "mayImport": ["@standard"] },
            { "name": "api", "targets": ["API"], "mayImport": ["@standard", "Core"], "mayExposeImport": ["Core"] },
            { "name": "tests", "targets": ["*Tests"], "kinds": ["test"], "mayImport": ["$subject", "$subjectDependencies", "Testing"], "mayTestableImport": ["$subject"] }
          ]
        }
        """

    private func check(_ target: String, _ source: String) throws -> [Diagnostic] {
        ArchitectureChecker(rules: try Fixtures.rules(rulesJSON), package: package, manifest: ManifestLocator(text: ""))
            .check(scans: Fixtures.scan(target, source), targets: [target])
            .filter { $0.code != .unusedDependency }
    }

    @Test("public import of a module the rule's mayExposeImport does not list fails at the import")
    func publicImport() throws {
        let diagnostics = try check("Core", "import Swift\npublic import Foundation\n")
        #expect(diagnostics.map(\.code) == [.publicImport])
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.rule == "core" && error.module == "Foundation")
        #expect(error.location == SourceLocation(line: 2, column: 15))
        #expect(
            error.message
                == "'Core' must not 'public import Foundation': rule 'core' allows re-exporting no module (mayExposeImport); use 'import Foundation' or 'internal import Foundation'"
        )
        #expect(try check("API", "public import Core\n@preconcurrency public import Core").isEmpty)
        #expect(try check("API", "public import Foundation").map(\.code) == [.publicImport])
    }

    @Test("@_exported import is judged like public import; @_exported public import is one finding")
    func exportedImport() throws {
        #expect(try check("Core", "@_exported import Foundation").map(\.code) == [.exportedImport])
        #expect(try check("Core", "@_exported public import Foundation").map(\.code) == [.exportedImport])
        #expect(try check("API", "@_exported import Core").isEmpty)
        let error = try #require(try check("API", "@_exported import Foundation").first)
        #expect(
            error.message.hasPrefix(
                "'API' must not '@_exported import Foundation': rule 'api' allows re-exporting only Core"))
    }

    @Test("a plain import and the other access levels expose nothing")
    func notExposing() throws {
        let source = """
            import Foundation
            internal import Swift
            package import Foundation
            fileprivate import Foundation
            private import Swift
            @preconcurrency import Foundation
            """
        #expect(try check("Core", source).isEmpty)
    }

    @Test("@_implementationOnly import is a warning pointing to internal import")
    func implementationOnly() throws {
        let diagnostics = try check("Core", "@_implementationOnly import Foundation")
        #expect(diagnostics.map(\.code) == [.implementationOnlyImport])
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning && warning.location == SourceLocation(line: 1, column: 29))
        #expect(warning.message.contains("write 'internal import Foundation' (or 'private import Foundation') instead"))
        let suppressed = try check(
            "Core", "@_implementationOnly import Foundation // arch-check:ignore until Swift 6 mode")
        #expect(suppressed.isEmpty)
    }

    @Test("@testable import from a non-test target fails: the testable-import check covers it")
    func testableFromLibrary() throws {
        let diagnostics = try check("API", "@testable import Core")
        #expect(diagnostics.map(\.code) == [.testableImport])
        #expect(diagnostics.first?.severity == .error && diagnostics.first?.target == "API")
        #expect(try check("APITests", "@testable import API").isEmpty)
    }

    @Test("mayExposeImport is validated like the other module lists")
    func schema() {
        func reason(_ rule: String) -> String? {
            Fixtures.rulesRejection(#"{"version": 1, "rules": [\#(rule)]}"#)
        }
        #expect(reason(#"{"name": "r", "targets": ["A"], "mayImport": [], "mayExposeImport": ["Foundation"]}"#) == nil)
        #expect(
            reason(#"{"name": "r", "targets": ["A"], "mayImport": [], "mayExposeImport": ["@nope"]}"#)?
                .contains("rule 'r' mayExposeImport refers to unknown module set '@nope'") == true)
        #expect(
            reason(#"{"name": "r", "targets": ["A"], "mayImport": [], "mayExposeImport": ["$subject"]}"#)?
                .contains("rule 'r' mayExposeImport uses '$subject'") == true)
        #expect(
            reason(#"{"name": "r", "targets": ["A"], "mayImport": [], "mayExposeImports": []}"#)?
                .contains("unknown key 'mayExposeImports' in rules[0]") == true)
    }

    @Test("the new findings show in every reporter, with their code and severity")
    func everyReporter() throws {
        let diagnostics =
            try check(
                "Core", "public import Foundation\n@_exported import Swift\n@_implementationOnly import Foundation")
        #expect(diagnostics.map(\.code) == [.publicImport, .exportedImport, .implementationOnlyImport])
        let result = CheckResult(
            packageDirectory: "/package", diagnostics: diagnostics, targetCount: 1, fileCount: 1, importCount: 3)
        for format in ReportFormat.allCases {
            let report = format.render(result)
            for code in ["public-import", "exported-import", "implementation-only-import"] {
                #expect(report.contains(code), "\(format) shows \(code)")
            }
        }
        #expect(ReportFormat.text.render(result).contains("warning: Modules/Core/Core.swift:3:29: 'Core' uses"))
        #expect(ReportFormat.github.render(result).contains("::warning file=Modules/Core/Core.swift,line=3,col=29"))
        #expect(ReportFormat.junit.render(result).contains("<skipped message=\"warning: &apos;Core&apos; uses"))
    }
}
