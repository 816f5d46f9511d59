import Foundation
import Testing

/// docs/using-the-libraries.md shows the consumer fixture's `UseFeedAPI` sources, which
/// `PluginIntegrationTests` compiles: each ```swift block after a `<!-- compiled: <path> -->` line is
/// that file of the repository, byte for byte, and every file of the target is shown.
@Suite("Using the libraries: the page's snippets are the compiled files")
struct UsingTheLibrariesPageTests {
    static let page = "docs/using-the-libraries.md"
    static let target = "Tests/ArchitectureCheckTests/Fixtures/ConsumerPackage/Sources/UseFeedAPI"

    /// A block of the page marked as compiled, and the repository path it names.
    struct Snippet: Equatable {
        let path: String
        let text: String
    }

    /// Why a page's marked blocks cannot be read.
    struct MalformedPage: Error, CustomStringConvertible {
        let description: String
    }

    /// The blocks of `markdown` marked `<!-- compiled: <path> -->`: the lines of the ```swift fence
    /// right after the marker, each ending with a newline, as a source file does.
    static func snippets(in markdown: String) throws -> [Snippet] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var snippets: [Snippet] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- compiled: "), line.hasSuffix(" -->") else { continue }
            let path = String(line.dropFirst("<!-- compiled: ".count).dropLast(" -->".count))
            guard index < lines.count, lines[index] == "```swift" else {
                throw MalformedPage(description: "line \(index): no ```swift block right after the marker of \(path)")
            }
            index += 1
            var text = ""
            while index < lines.count, lines[index] != "```" {
                text += lines[index] + "\n"
                index += 1
            }
            guard index < lines.count else {
                throw MalformedPage(description: "the block of \(path) is never closed")
            }
            index += 1
            snippets.append(Snippet(path: path, text: text))
        }
        return snippets
    }

    private func pageSnippets() throws -> [Snippet] {
        try Self.snippets(
            in: String(contentsOfFile: Fixtures.repositoryRoot + "/" + Self.page, encoding: .utf8))
    }

    @Test("each marked block is the file it names, byte for byte")
    func blocksAreTheFiles() throws {
        let snippets = try pageSnippets()
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            let file = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryRoot + "/" + snippet.path))
            #expect(Data(snippet.text.utf8) == file, "\(snippet.path) differs from its block in \(Self.page)")
        }
    }

    @Test("every source file of the compiled target is on the page, once")
    func everyFileIsShown() throws {
        let shown = try pageSnippets().map(\.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryRoot + "/" + Self.target)
            .filter { $0.hasSuffix(".swift") }
            .map { Self.target + "/" + $0 }
        #expect(shown.sorted() == files.sorted())
    }

    @Test("a marker reads the block right after it, and a marker without one is an error")
    func markers() throws {
        let markdown = """
            ```swift
            let notMarked = 1
            ```
            <!-- compiled: Sources/A.swift -->
            ```swift
            let a = 1

            print(a)
            ```
            """
        #expect(try Self.snippets(in: markdown) == [Snippet(path: "Sources/A.swift", text: "let a = 1\n\nprint(a)\n")])
        #expect(throws: MalformedPage.self) {
            try Self.snippets(in: "<!-- compiled: Sources/A.swift -->\n\n```swift\nlet a = 1\n```\n")
        }
        #expect(throws: MalformedPage.self) {
            try Self.snippets(in: "<!-- compiled: Sources/A.swift -->\n```swift\nlet a = 1\n")
        }
    }
}
