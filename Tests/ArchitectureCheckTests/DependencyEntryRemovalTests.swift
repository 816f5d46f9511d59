import ArchitectureCheckCore
import Foundation
import Testing

/// `fix --remove-unused` edits through the manifest's tokens: the whole entry around a dependency's
/// name goes, with its comma, and the manifest stays Swift. Each case is a manifest shape seen in a
/// real package (sql-kit's `.product(name:package:)` lines were left as `.product(name: package: …)`).
@Suite("Removing a dependency entry from a manifest")
struct DependencyEntryRemovalTests {
    /// `manifest` without the entry naming `name` at the first `"name"` after `marker`.
    private func removing(_ name: String, in manifest: String, after marker: String = "") throws -> String {
        let bytes = Array(manifest.utf8)
        let markerEnd = marker.isEmpty ? manifest.startIndex : try #require(manifest.range(of: marker)).upperBound
        let literal = try #require(manifest.range(of: "\"\(name)\"", range: markerEnd..<manifest.endIndex))
        let before = manifest[..<literal.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { manifest.index(after: $0) } ?? manifest.startIndex
        let column = manifest.utf8.distance(from: lineStart, to: literal.lowerBound) + 1
        let removal = try DependencyEntryRemoval.find(
            name: name, at: SourceLocation(line: line, column: column), in: bytes
        ).get()
        var edited = bytes
        edited.removeSubrange(removal.range)
        return String(decoding: edited, as: UTF8.self)
    }

    @Test("a .product(name:package:) entry on its own line goes with its line")
    func productLine() throws {
        let manifest = """
            .target(
                name: "SQLKit",
                dependencies: [
                    .product(name: "Collections", package: "swift-collections"),
                    .product(name: "Logging", package: "swift-log"),
                ]
            ),
            """
        #expect(
            try removing("Collections", in: manifest) == """
                .target(
                    name: "SQLKit",
                    dependencies: [
                        .product(name: "Logging", package: "swift-log"),
                    ]
                ),
                """)
    }

    @Test("entries on one line: the first goes with its comma, the last with the comma before it")
    func inlineEntries() throws {
        let manifest = #".target(name: "API", dependencies: ["Core", .target(name: "Extra"), "Last"]),"#
        #expect(
            try removing("Core", in: manifest)
                == #".target(name: "API", dependencies: [.target(name: "Extra"), "Last"]),"#)
        #expect(try removing("Extra", in: manifest) == #".target(name: "API", dependencies: ["Core", "Last"]),"#)
        #expect(
            try removing("Last", in: manifest)
                == #".target(name: "API", dependencies: ["Core", .target(name: "Extra")]),"#)
        #expect(try removing("Only", in: #"dependencies: ["Only"]"#) == "dependencies: []")
    }

    @Test("an entry over several lines, with a condition and a trailing comment, goes whole")
    func multilineEntry() throws {
        let manifest = """
            dependencies: [
                "Core",
                .product(
                    name: "NIO",  // the umbrella
                    package: "swift-nio",
                    condition: .when(platforms: [.linux])
                ),
                .byName(name: "Tail")
            ]
            """
        #expect(
            try removing("NIO", in: manifest) == """
                dependencies: [
                    "Core",
                    .byName(name: "Tail")
                ]
                """)
        #expect(
            try removing("Tail", in: manifest) == """
                dependencies: [
                    "Core",
                    .product(
                        name: "NIO",  // the umbrella
                        package: "swift-nio",
                        condition: .when(platforms: [.linux])
                    ),
                ]
                """)
    }

    @Test("brackets, quotes and commas inside strings and comments are not the list's")
    func stringsAndComments() throws {
        let manifest = #"""
            let note = "a ] \" , [ here"
            /* dependencies: ["Core", */
            .target(name: "API", dependencies: [#"Raw"#, "Core", /* ], */ "Other"], path: "x\(1 + (2))y")
            """#
        #expect(
            try removing("Core", in: manifest, after: "*/\n") == #"""
                let note = "a ] \" , [ here"
                /* dependencies: ["Core", */
                .target(name: "API", dependencies: [#"Raw"#, /* ], */ "Other"], path: "x\(1 + (2))y")
                """#)
    }

    @Test("CRLF line endings are kept, and a line is removed with its CRLF")
    func crlf() throws {
        let manifest = "dependencies: [\r\n    \"Core\",\r\n    \"Extra\",\r\n]\r\n"
        #expect(try removing("Core", in: manifest) == "dependencies: [\r\n    \"Extra\",\r\n]\r\n")
    }

    @Test("a name outside a dependencies list, or inside another call, is refused with the reason")
    func refusals() {
        let location = SourceLocation(line: 1, column: 13)
        let variable = Array(#"let names = ["Core"]; .target(name: "API", dependencies: names)"#.utf8)
        #expect(throws: DependencyEntryRemoval.Refusal.self) {
            try DependencyEntryRemoval.find(name: "Core", at: location, in: variable).get()
        }
        let built = Array(#"dependencies: [.product(name: "Core" + suffix, package: "p")]"#.utf8)
        #expect(throws: DependencyEntryRemoval.Refusal.self) {
            try DependencyEntryRemoval.find(name: "Core", at: SourceLocation(line: 1, column: 30), in: built).get()
        }
        #expect(throws: DependencyEntryRemoval.Refusal.self) {
            try DependencyEntryRemoval.find(name: "Core", at: SourceLocation(line: 9, column: 1), in: variable).get()
        }
    }
}
