import ArchitectureCheckCore
import Testing

@Suite("Module graph")
struct ModuleGraphTests {
    private let package = Fixtures.package([
        Fixtures.target("Core"),
        Fixtures.target("API", dependsOn: ["Core"], products: ["GRDB"]),
        Fixtures.target("APITests", kind: .test, dependsOn: ["API"]),
    ])

    private func graph(_ diagnostics: [Diagnostic] = []) throws -> ModuleGraph {
        ModuleGraph(package: package, rules: try Fixtures.rules(Fixtures.layeredRules), diagnostics: diagnostics)
    }

    @Test("Mermaid: one subgraph per rule, dependencies as arrows, tests left out")
    func mermaid() throws {
        let text = try graph().mermaid()
        #expect(text.hasPrefix("flowchart TD\n"))
        #expect(text.contains("subgraph g0[\"api\"]") && text.contains("m_API[\"API\"]"))
        #expect(text.contains("m_API --> m_Core"))
        #expect(text.contains("m_API -.-> m_GRDB"))
        #expect(!text.contains("APITests"))
        #expect(!text.contains("linkStyle"))
    }

    @Test("violations are drawn in red")
    func violations() throws {
        let violation = Diagnostic(
            severity: .error, code: .forbiddenDependency, message: "", target: "API", module: "GRDB")
        let graph = try graph([violation])
        #expect(graph.edges.first { $0.to == "GRDB" }?.isViolation == true)
        let mermaid = graph.mermaid()
        #expect(mermaid.contains("class m_API violation"))
        #expect(mermaid.contains("linkStyle 1 stroke:#d00"))
        #expect(graph.dot().contains("\"API\" -> \"GRDB\" [style=dashed, color=red, penwidth=2];"))
    }

    @Test("DOT: clusters per rule")
    func dot() throws {
        let text = try graph().dot()
        #expect(text.hasPrefix("digraph modules {"))
        #expect(text.contains("label=\"core\";") && text.contains("\"API\" -> \"Core\";"))
    }

    @Test("rewrites only the marked block of a Markdown file")
    func markdownBlock() throws {
        let text = "# Title\n\(MarkdownBlock.beginMarker)\nold\n\(MarkdownBlock.endMarker)\nafter\n"
        let updated = try #require(MarkdownBlock.replace(in: text, with: "new\n"))
        #expect(updated == "# Title\n\(MarkdownBlock.beginMarker)\nnew\n\(MarkdownBlock.endMarker)\nafter\n")
        #expect(MarkdownBlock.replace(in: updated, with: "new\n") == updated)
        #expect(MarkdownBlock.replace(in: "no markers", with: "x") == nil)
    }
}
