import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Reporters")
struct ReporterTests {
    private let result = CheckResult(
        packageDirectory: "/package",
        diagnostics: [
            Diagnostic(
                severity: .error,
                code: .forbiddenImport,
                message: "'API' must not import 'Cache': rule 'api', a, b",
                rule: "api",
                target: "API",
                module: "Cache",
                file: "/package/Modules/API/API.swift",
                location: SourceLocation(line: 3, column: 8)
            ),
            Diagnostic(
                severity: .warning,
                code: .unusedDependency,
                message: "unused: 100%\nsecond line",
                target: "API",
                module: "Core",
                file: "/package/Package.swift",
                location: SourceLocation(line: 12, column: 5)
            ),
        ],
        targetCount: 2,
        fileCount: 5,
        importCount: 9
    )

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("text: relative paths, codes and a summary")
    func text() {
        let text = ReportFormat.text.render(result)
        #expect(text.contains("error: Modules/API/API.swift:3:8: 'API' must not import 'Cache'"))
        #expect(text.contains("[forbidden-import]"))
        #expect(text.hasSuffix("arch-check FAILED: 2 targets, 5 files, 9 imports; 1 error, 1 warning\n"))
    }

    @Test("xcode: compiler-style lines with absolute paths")
    func xcode() {
        let lines = ReportFormat.xcode.render(result).split(separator: "\n")
        #expect(
            lines.first
                == "/package/Modules/API/API.swift:3:8: error: 'API' must not import 'Cache': rule 'api', a, b [arch-check:forbidden-import]"
        )
        #expect(lines.count == 2, "the message's line break is escaped, not a line of its own")
        #expect(lines.last?.hasPrefix("/package/Package.swift:12:5: warning: unused: 100%\\nsecond line") == true)
    }

    @Test("json: summary and findings")
    func jsonReport() throws {
        let document = try json(ReportFormat.json.render(result))
        #expect(document["passed"] as? Bool == false)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1 && summary["warnings"] as? Int == 1 && summary["files"] as? Int == 5)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics[0]["file"] as? String == "Modules/API/API.swift")
        #expect(diagnostics[0]["line"] as? Int == 3 && diagnostics[0]["rule"] as? String == "api")
    }

    @Test("sarif: a valid 2.1.0 log with the required fields")
    func sarif() throws {
        let log = try json(ReportFormat.sarif.render(result))
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schema)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "arch-check")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["forbidden-import", "unused-dependency"])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for (index, entry) in results.enumerated() {
            let ruleId = try #require(entry["ruleId"] as? String)
            #expect(entry["ruleIndex"] as? Int == rules.firstIndex { $0["id"] as? String == ruleId })
            #expect(["error", "warning"].contains(entry["level"] as? String))
            #expect((entry["message"] as? [String: Any])?["text"] is String)
            let location = try #require(
                (entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect((artifact["uri"] as? String)?.hasPrefix("/") == false)
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            if index == 0 { #expect(artifact["uri"] as? String == "Modules/API/API.swift") }
        }
        #expect((runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] != nil)
    }

    @Test("github: workflow commands with escaped properties and messages")
    func github() {
        let lines = ReportFormat.github.render(result).split(separator: "\n")
        #expect(
            lines[0]
                == "::error file=Modules/API/API.swift,line=3,col=8,title=arch-check forbidden-import::'API' must not import 'Cache': rule 'api', a, b"
        )
        #expect(
            lines[1]
                == "::warning file=Package.swift,line=12,col=5,title=arch-check unused-dependency::unused: 100%25%0Asecond line"
        )
        #expect(GitHubActionsReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test("a line break in a file name or message cannot fake a finding in the text or Xcode report")
    func lineReportsEscapeLineBreaks() {
        let injected = CheckResult(
            packageDirectory: "/package",
            diagnostics: [
                Diagnostic(
                    severity: .warning,
                    code: .forbiddenImport,
                    message: "bad\r\n/package/B.swift:1:1: error: fake\u{2028}x",
                    target: "API",
                    module: "Cache",
                    file: "/package/Modules/API/A\r\n/package/C.swift:9:9: error: also fake.swift",
                    location: SourceLocation(line: 3, column: 8)
                )
            ],
            targetCount: 1,
            fileCount: 1,
            importCount: 1
        )

        let xcode = ReportFormat.xcode.render(injected)
        let text = ReportFormat.text.render(injected)

        #expect(
            xcode
                == "/package/Modules/API/A\\r\\n/package/C.swift:9:9: error: also fake.swift:3:8: warning: bad\\r\\n"
                + "/package/B.swift:1:1: error: fake\\u{2028}x [arch-check:forbidden-import]\n")
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count == 3,
            "one finding, the summary, the end")
        #expect(!text.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" })
        #expect(text.hasPrefix("warning: Modules/API/A\\r\\n/package/C.swift"))
    }

    @Test("github: a CR LF pair (one Character) in a file name or message cannot start a new command")
    func githubCRLFInjection() {
        let injected = CheckResult(
            packageDirectory: "/package",
            diagnostics: [
                Diagnostic(
                    severity: .error,
                    code: .forbiddenImport,
                    message: "bad\r\n::warning::y 100%",
                    target: "API",
                    module: "Cache",
                    file: "/package/Modules/API/A\r\n::warning::x.swift",
                    location: SourceLocation(line: 3, column: 8)
                )
            ],
            targetCount: 1,
            fileCount: 1,
            importCount: 1
        )
        let output = ReportFormat.github.render(injected)

        #expect(output.utf8.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count == 1)
        #expect(
            output
                == "::error file=Modules/API/A%0D%0A%3A%3Awarning%3A%3Ax.swift,line=3,col=8,title=arch-check forbidden-import::bad%0D%0A::warning::y 100%25\n"
        )
        #expect(GitHubActionsReporter.escapeData("\r\n%\u{301}") == "%0D%0A%25\u{301}")
        #expect(GitHubActionsReporter.escapeProperty(",\u{301}:\u{301}") == "%2C\u{301}%3A\u{301}")
    }
}
