import ArchitectureCheckCore
import Foundation
import Testing

/// Every way found to write an import that the compiler accepts but a lexer could miss: each source
/// below compiles (`swiftc -typecheck` reports the import's module as missing, at the location
/// expected here), and the scanner must report the import at that location.
@Suite("Imports the compiler accepts in unusual spellings")
struct HiddenImportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// `module@line:column` of each import.
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "byte-order mark", source: "\u{FEFF}import FeedCache\n", expected: ["FeedCache@1:11"]),
        Case(
            name: "byte-order mark, then code", source: "\u{FEFF}let x = 1\nimport FeedCache",
            expected: ["FeedCache@2:8"]),
        Case(name: "#! line", source: "#!/usr/bin/env swift\nimport FeedCache\n", expected: ["FeedCache@2:8"]),
        Case(
            name: "#! line holding a comment opener", source: "#!/usr/bin/env swift /*\nimport FeedCache\n// */\n",
            expected: ["FeedCache@2:8"]),
        Case(
            name: "#! line holding quotes", source: "#!/bin/sh \"\"\"\nimport FeedCache\n", expected: ["FeedCache@2:8"]),
        Case(
            name: "byte-order mark, then #! line", source: "\u{FEFF}#!/usr/bin/env swift /*\nimport FeedCache\n",
            expected: ["FeedCache@2:8"]),
        Case(name: "NUL before import", source: "let x = 1\n\u{0}import FeedCache\n", expected: ["FeedCache@2:9"]),
        Case(name: "NUL before the module", source: "import\u{0}FeedCache\n", expected: ["FeedCache@1:8"]),
        Case(
            name: "non-breaking space before import", source: "\u{A0}import FeedCache\n", expected: ["FeedCache@1:10"]),
        Case(
            name: "non-breaking space before the module", source: "import\u{A0}FeedCache\n", expected: ["FeedCache@1:9"]
        ),
        Case(
            name: "non-breaking space after an attribute", source: "@testable\u{A0}import FeedCache\n",
            expected: ["FeedCache@1:19"]),
        Case(name: "carriage returns alone", source: "let x = 1\rimport FeedCache\r", expected: ["FeedCache@2:8"]),
        Case(name: "line comment ended by \\r", source: "// note\rimport FeedCache\r", expected: ["FeedCache@2:8"]),
        Case(
            name: "#if line ended by \\r", source: "#if os(Linux)\rimport FeedCache\r#endif\r",
            expected: ["FeedCache@2:8#if"]),
        Case(
            name: "\\r\\n line endings", source: "// note\r\nlet x = 1\r\nimport FeedCache\r\n",
            expected: ["FeedCache@3:8"]),
        Case(
            name: "block comment before the module", source: "import /* x */ FeedCache\n", expected: ["FeedCache@1:16"]),
        Case(name: "line comment before the module", source: "import // x\n FeedCache\n", expected: ["FeedCache@2:2"]),
        Case(
            name: "multi-line block comment as the line break", source: "let x = 1 /*\n*/ import FeedCache\n",
            expected: ["FeedCache@2:11"]),
        Case(name: "after a semicolon", source: "let x = 1; import FeedCache\n", expected: ["FeedCache@1:19"]),
        Case(
            name: "attributes and modifier on earlier lines",
            source: "@_spi(X)\n@preconcurrency\npublic\nimport FeedCache\n", expected: ["FeedCache@4:8"]),
        Case(name: "@_weakLinked", source: "@_weakLinked import FeedCache\n", expected: ["FeedCache@1:21"]),
        Case(name: "@_spiOnly", source: "@_spiOnly import FeedCache\n", expected: ["FeedCache@1:18"]),
        Case(
            name: "attribute and private", source: "@preconcurrency private import FeedCache\n",
            expected: ["FeedCache@1:32"]),
        Case(name: "import let", source: "import let FeedCache.x\n", expected: ["FeedCache.x@1:12"]),
        Case(name: "raw identifier", source: "import `Feed Cache`\n", expected: ["Feed Cache@1:8"]),
        Case(
            name: "regex literal holding /*", source: "let r = /\\/*/\nimport FeedCache\nlet s = \"*/\"\n",
            expected: ["FeedCache@2:8"]),
        Case(
            name: "regex literal holding \"\"\"", source: "let r = /\"\"\"/\nimport FeedCache\nlet t = /\"\"\"/\n",
            expected: ["FeedCache@2:8"]),
        Case(name: "regex literal holding (", source: "let r = /\\(/\nimport FeedCache\n", expected: ["FeedCache@2:8"]),
        Case(
            name: "regex literal holding #", source: "let r = /#/\nimport FeedCache\nlet q = /#/\n",
            expected: ["FeedCache@2:8"]),
        Case(
            name: "regex literal holding \\/", source: "let r = /a\\//; import FeedCache\n",
            expected: ["FeedCache@1:23"]),
        Case(name: "regex literal holding `", source: "let r = /`/; import FeedCache\n", expected: ["FeedCache@1:21"]),
        Case(
            name: "regex literal after return",
            source: "func f() -> Regex<Substring> {\n  return /a\"/\n}\nimport FeedCache\n",
            expected: ["FeedCache@4:8"]),
        Case(
            name: "division is no regex", source: "let a = 4, b = 2\nlet c = a / b / 1\nimport FeedCache\n",
            expected: ["FeedCache@3:8"]),
        Case(
            name: "unbalanced brackets in an inactive #if compiler branch",
            source: "#if compiler(>=99)\n((((\n#else\nimport FeedCache\n#endif\n", expected: ["FeedCache@4:8#if"]),
        Case(
            name: "unbalanced brackets in an inactive #if swift branch",
            source: "#if swift(>=99)\nfoo((((\n#endif\nimport FeedCache\n", expected: ["FeedCache@4:8"]),
        Case(
            name: "unbalanced brackets in nested #if",
            source: "#if compiler(>=99)\n#if os(Linux)\n(((\n#endif\n#endif\nimport FeedCache\n",
            expected: ["FeedCache@6:8"]),
    ]

    private static func describe(_ scan: SourceFileScan) -> [String] {
        scan.imports.map {
            "\($0.path.joined(separator: "."))@\($0.location.line):\($0.location.column)\($0.isConditional ? "#if" : "")"
        }
    }

    @Test("the scanner reports the import where the compiler sees it", arguments: cases)
    func reported(_ testCase: Case) {
        #expect(Self.describe(ImportScanner.scan(source: testCase.source)) == testCase.expected)
    }

    @Test("what the compiler does not accept as an import stays unreported")
    func notImports() {
        for source in [
            "// note\0import FeedCache\n",  // a NUL inside a line comment does not end it
            "let r = #/import FeedCache/#\n",
            "let r = /import FeedCache/\n",
            "let s = \"import FeedCache\"\n",
            "#!/usr/bin/env swift import FeedCache\n",
        ] {
            #expect(ImportScanner.scan(source: source).imports.isEmpty, "\(source.debugDescription)")
        }
    }

    @Test("the corpus files of hidden imports are scanned from disk as the compiler reads them")
    func corpusFiles() throws {
        let expected: [String: [String]] = [
            "ByteOrderMark.swift": ["FeedCache@1:11"],
            "ByteOrderMarkAndShebang.swift": ["AfterMarkAndShebang@2:8"],
            "Shebang.swift": ["AfterShebang@2:8", "Foundation@4:8"],
            "CarriageReturns.swift": [
                "AfterCarriageReturn@4:8", "AfterLineComment@6:8", "InConditional@8:8#if", "AfterString@11:8",
            ],
            "CRLFLineEndings.swift": ["AfterCRLF@4:8", "AfterBlockComment@6:20"],
            "NulAndNonBreakingSpace.swift": [
                "AfterNul@4:9", "NulBeforeName@5:8", "AfterNonBreakingSpace@6:10", "NonBreakingSpaceBeforeName@7:9",
                "NonBreakingSpaceAfterAttribute@8:19",
            ],
            "BareRegexLiterals.swift": [
                "AfterSlashStar@5:8", "AfterTripleQuote@8:8", "AfterParen@11:8", "AfterHash@13:8",
                "AfterEscapedSlash@15:27", "AfterBacktick@16:28", "AfterClass@18:8", "AfterReturn@22:8",
                "AfterArgument@24:8", "AfterDivision@29:8", "AfterOperatorDeclarations@32:8",
            ],
            "InactiveCompilerBranches.swift": [
                "AfterUnbalancedBranch@7:8#if", "InElseifAfterUnbalancedBranch@12:8#if",
                "AfterNestedUnbalancedBranch@19:8",
            ],
        ]
        for (file, imports) in expected {
            let scan = try ImportScanner.scan(fileAt: Fixtures.corpusDirectory + "/" + file)
            #expect(Self.describe(scan) == imports, "\(file)")
        }
    }

    @Test("a forbidden import after a byte-order mark fails the check at its line and column")
    func byteOrderMarkIsChecked() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-bom-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("API.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array("import Cache\n".utf8)).write(to: file)
        let package = Fixtures.package([
            Fixtures.target("Core"), Fixtures.target("API", dependsOn: ["Core"]),
            Fixtures.target("Cache", dependsOn: ["Core"]),
        ])
        let scans = ["API": [try ImportScanner.scan(fileAt: file.path)]]
        let diagnostics = ArchitectureChecker(
            rules: try Fixtures.rules(Fixtures.layeredRules), package: package, manifest: ManifestLocator(text: "")
        )
        .check(scans: scans, targets: ["API"])
        let error = try #require(diagnostics.first { $0.code == .forbiddenImport })
        #expect(error.file == file.path && error.location == SourceLocation(line: 1, column: 11))
        #expect(error.message.contains("'API' must not import 'Cache'"))
    }
}
