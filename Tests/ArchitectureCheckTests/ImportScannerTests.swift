import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Import scanner")
struct ImportScannerTests {
    private func modules(_ source: String) -> [String] {
        ImportScanner.scan(source: source).imports.map { $0.path.joined(separator: ".") }
    }

    @Test(
        "an access-level word used as a value at the end of a line is no modifier of the next line's import",
        arguments: ["let x = package", "let x = y ?? public", "let x = config.internal", "return private"])
    func accessLevelWordAsAValue(_ line: String) throws {
        let scan = ImportScanner.scan(source: line + "\nimport A\n")

        let declaration = try #require(scan.imports.first)
        #expect(declaration.module == "A")
        #expect(declaration.accessLevel == nil, "\(line)")
    }

    @Test("an access-level modifier on the line before the import still counts", arguments: ["public", "package"])
    func accessLevelOnItsOwnLine(_ modifier: String) {
        let scan = ImportScanner.scan(source: "let x = 1\n\(modifier)\nimport A\n")

        #expect(scan.imports.map(\.accessLevel) == [modifier])
    }

    @Test("5,000 nested string interpolations: no crash, and the import after them counts")
    func deeplyNestedInterpolations() {
        let depth = 5_000
        let literal = String(repeating: "\"\\(", count: depth) + "\"x\"" + String(repeating: ")\"", count: depth)
        let source = "let s = \(literal)\nimport After\n// import Hidden \(literal)\n"

        #expect(modules(source) == ["After"])
    }

    @Test("finds plain imports with their locations")
    func plainImports() {
        let scan = ImportScanner.scan(source: "import Foundation\n\n  import FeedFeature\n")
        #expect(scan.imports.map(\.module) == ["Foundation", "FeedFeature"])
        #expect(
            scan.imports.map(\.location) == [SourceLocation(line: 1, column: 8), SourceLocation(line: 3, column: 10)])
    }

    @Test("ignores imports inside line, block and nested block comments")
    func comments() {
        let source = """
            // import A
            /// import B
            /* import C /* import D */ import E */
            /*
             import F
             */
            import Real // import G
            """
        #expect(modules(source) == ["Real"])
    }

    @Test("ignores imports inside string literals of every kind")
    func strings() {
        let source = ###"""
            let a = "import A"
            let b = "escaped \" import B \""
            let c = """
                import C
                " "" still inside
                """
            let d = #"raw " import D"#
            let e = ##"""
                import E
                """# still inside
                """##
            let f = "x \("import F" + "\(")")") y"
            let g = #"x \#("import G") \(notInterpolated) y"#
            import Real
            """###
        #expect(modules(source) == ["Real"])
    }

    @Test("counts imports in every #if branch and marks them conditional")
    func conditionalCompilation() {
        let source = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #elseif os(macOS)
            import Darwin
            #else
            import Glibc
            #endif
            import Foundation
            """
        let imports = ImportScanner.scan(source: source).imports
        #expect(imports.map(\.module) == ["FoundationNetworking", "Darwin", "Glibc", "Foundation"])
        #expect(imports.map(\.isConditional) == [true, true, true, false])
    }

    @Test("reads attributes, access levels, kinds and submodules")
    func attributesAndKinds() {
        let source = """
            @testable import A
            @_exported import B
            @_implementationOnly import C
            @preconcurrency public import D
            @_spi(Internal) @testable import E
            package import F
            internal import G
            import struct Foundation.Date
            import func Darwin.sqrt
            import H.Sub.Child
            import `I`
            """
        let imports = ImportScanner.scan(source: source).imports
        #expect(imports.map(\.module) == ["A", "B", "C", "D", "E", "F", "G", "Foundation", "Darwin", "H", "I"])
        #expect(imports[0].isTestable)
        #expect(imports[1].attributes == ["_exported"])
        #expect(imports[2].attributes == ["_implementationOnly"])
        #expect(imports[3].attributes == ["preconcurrency"] && imports[3].accessLevel == "public")
        #expect(imports[4].attributes == ["_spi", "testable"])
        #expect(imports[5].accessLevel == "package")
        #expect(imports[6].accessLevel == "internal")
        #expect(imports[7].kind == "struct" && imports[7].path == ["Foundation", "Date"])
        #expect(imports[8].kind == "func" && imports[8].path == ["Darwin", "sqrt"])
        #expect(imports[9].path == ["H", "Sub", "Child"] && imports[9].kind == nil)
        #expect(imports[0].accessLevel == nil && imports[0].kind == nil)
    }

    @Test("finds imports separated by semicolons and after other code")
    func statements() {
        #expect(modules("import A; import B\nlet x = 1\nimport C\nlet y = 2; import D") == ["A", "B", "C", "D"])
    }

    @Test("does not take `import` used as a name for a declaration")
    func importAsIdentifier() {
        let source = """
            let a = holder.import
            let b = holder.`import`
            func f(import value: Int) {}
            f(import: 1)
            var `import` = 2
            enum K { case `import` }
            let c = K.import
            func g(
                import value: Int,
                _ other: [Int] = [1, 2]
            ) {}
            import Real
            """
        #expect(modules(source) == ["Real"])
    }

    @Test("skips regex literals and survives unterminated input")
    func regexAndBrokenInput() {
        #expect(modules("let r = #/import A/#\nimport Real") == ["Real"])
        for broken in [
            "\"unterminated import A", "/* open import A", "#\"raw", "\"\"\"\nimport A", "import", "@", "#if", "`",
            "import struct", "\"\\(", "#",
        ] {
            _ = ImportScanner.scan(source: broken)
        }
        #expect(modules("/* open\nimport A") == [])
        #expect(modules("import") == [])
    }

    @Test("reads arch-check:ignore comments with their reasons")
    func suppressions() {
        let source = """
            import A // arch-check:ignore migrating to FeedComposition
            // arch-check:ignore
            import B
            // arch-check:ignored is not the marker
            """
        let scan = ImportScanner.scan(source: source)
        #expect(scan.suppressions.count == 2)
        #expect(scan.suppressions[0].reason == "migrating to FeedComposition" && scan.suppressions[0].coveredLine == 1)
        #expect(scan.suppressions[1].reason.isEmpty && scan.suppressions[1].coveredLine == 3)
    }

    @Test("counts columns in UTF-8 bytes, as the compiler does")
    func unicodeColumns() {
        let imports = ImportScanner.scan(source: "/* é */ import A").imports
        #expect(imports.first?.location == SourceLocation(line: 1, column: 17))
    }

    @Test("scans the tricky corpus files as expected")
    func corpus() throws {
        let directory = Fixtures.corpusDirectory
        let scan = try ImportScanner.scan(fileAt: directory + "/CommentsAndStrings.swift")
        #expect(scan.imports.map(\.module) == ["Foundation", "Dispatch"])
        let identifiers = try ImportScanner.scan(fileAt: directory + "/ImportAsIdentifier.swift")
        #expect(identifiers.imports.map(\.module) == ["RealModule", "AfterCode", "AfterSemicolon"])
        let regex = try ImportScanner.scan(fileAt: directory + "/RegexAndOperators.swift")
        #expect(regex.imports.map(\.module) == ["Foundation", "Final"])
    }

    @Test("scans many files in parallel, keeping their order")
    func parallelScan() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusDirectory).sorted().map {
            Fixtures.corpusDirectory + "/" + $0
        }
        let many = Array(repeating: files, count: 10).flatMap { $0 }
        let parallel = try await ImportScanner.scan(filesAt: many)
        let serial = try many.map { try ImportScanner.scan(fileAt: $0) }
        #expect(parallel == serial)
    }

    @Test("reports an unreadable file as an error")
    func unreadableFile() {
        #expect(throws: ArchitectureCheckError.unreadableFile("/nonexistent/x.swift")) {
            try ImportScanner.scan(fileAt: "/nonexistent/x.swift")
        }
    }
}
