import ArchitectureCheckCore
import SwiftParser
import SwiftSyntax

/// The imports SwiftParser finds in a source file, in the scanner's terms: the reference the
/// scanner is compared with. Only this test target pays for swift-syntax.
enum SwiftParserOracle {
    /// Every `ImportDeclSyntax` in the file, in `#if` clauses included.
    static func imports(in source: String) -> [ImportDeclaration] {
        let tree = Parser.parse(source: source)
        let collector = Collector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return collector.imports
    }

    private final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var imports: [ImportDeclaration] = []
        private var conditionalDepth = 0

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            conditionalDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: IfConfigDeclSyntax) {
            conditionalDepth -= 1
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.path.map { $0.name.text.trimmingBackticks }
            guard let first = node.path.first else { return .skipChildren }
            let location = converter.location(for: first.name.positionAfterSkippingLeadingTrivia)
            let attributes = node.attributes.compactMap { element -> String? in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            }
            let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
            let access = node.modifiers.map(\.name.text).first { accessLevels.contains($0) }
            imports.append(
                ImportDeclaration(
                    path: path,
                    kind: node.importKindSpecifier?.text,
                    attributes: attributes,
                    accessLevel: access,
                    location: SourceLocation(line: location.line, column: location.column),
                    isConditional: conditionalDepth > 0,
                    branches: Self.branches(of: Syntax(node))
                )
            )
            return .skipChildren
        }

        /// The `#if` clauses around `node`, outermost first, each with the conditions of the clauses
        /// before it in its block.
        private static func branches(of node: Syntax) -> [ConditionalBranch] {
            var branches: [ConditionalBranch] = []
            var current = node.parent
            while let syntax = current {
                if let clause = syntax.as(IfConfigClauseSyntax.self),
                    let list = clause.parent?.as(IfConfigClauseListSyntax.self)
                {
                    let before = list.prefix { $0.id != clause.id }.compactMap { $0.condition?.trimmedDescription }
                    branches.insert(
                        ConditionalBranch(excluded: before, condition: clause.condition?.trimmedDescription), at: 0)
                }
                current = syntax.parent
            }
            return branches
        }
    }
}

extension String {
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
