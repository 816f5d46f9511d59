import Foundation

/// The package's modules and their dependencies, grouped by the rule that covers each, with the
/// edges and modules that violate the rules marked; rendered as Mermaid or Graphviz DOT.
public struct ModuleGraph: Sendable, Hashable {
    /// A module of the graph.
    public struct Node: Sendable, Hashable {
        /// The target's or external module's name.
        public var name: String
        /// The rule covering the target, `external` for another package's module, `uncovered`.
        public var group: String
        /// Whether the module belongs to another package.
        public var isExternal: Bool
        /// Whether the module has a violation.
        public var hasViolation: Bool
        /// The package that declares the target, when the graph holds local packages beside the
        /// checked one (the checked package's name, or a local package's folder name); `nil` for an
        /// external module and in the graph of one package.
        public var package: String? = nil
    }

    /// A dependency of the graph.
    public struct Edge: Sendable, Hashable {
        /// The depending module.
        public var from: String
        /// The module depended on.
        public var to: String
        /// Whether the dependency violates the rules.
        public var isViolation: Bool
    }

    /// The modules, sorted by group then name.
    public var nodes: [Node]
    /// The dependencies, sorted.
    public var edges: [Edge]

    /// The findings that make an edge, from their target to their module, a violation.
    static let edgeViolations: Set<DiagnosticCode> = [
        .forbiddenImport, .forbiddenDependency, .undeclaredDependency, .cycle, .testableImport,
    ]

    /// Builds the graph of `package`'s targets other than those of `excludedKinds` or matching
    /// `excludedTargets` globs (by target name or module name); external products appear when
    /// `includeExternal`.
    public init(
        package: PackageModel,
        rules: ArchitectureRules,
        diagnostics: [Diagnostic],
        excludedKinds: Set<TargetKind> = [.test, .plugin],
        excludedTargets: [String] = [],
        includeExternal: Bool = true
    ) {
        let rules = rules.bound(to: package)
        let included = package.targets.filter { target in
            !excludedKinds.contains(target.kind)
                && !excludedTargets.contains { pattern in target.names.contains { Glob.matches(pattern, $0) } }
        }
        let names = Set(included.map(\.name))
        let showsPackages = !package.localPackageDirectories.isEmpty
        func packageName(of target: PackageTarget) -> String? {
            guard showsPackages else { return nil }
            return target.packageDirectory.map { URL(fileURLWithPath: $0).lastPathComponent } ?? package.name
        }
        let targetByModule = Dictionary(
            package.targets.map { ($0.moduleName, $0.name) }, uniquingKeysWith: { first, _ in first })
        var violatingEdges = Set<[String]>()
        var violatingNodes = Set<String>()
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let target = diagnostic.target else { continue }
            if Self.edgeViolations.contains(diagnostic.code) || diagnostic.code == .uncoveredTarget {
                violatingNodes.insert(target)
            }
            if Self.edgeViolations.contains(diagnostic.code), let module = diagnostic.module {
                violatingEdges.insert([target, targetByModule[module] ?? module])
            }
        }
        var nodes: [String: Node] = [:]
        var edges = Set<Edge>()
        for target in included {
            nodes[target.name] = Node(
                name: target.name,
                group: rules.rule(for: target)?.name ?? "uncovered",
                isExternal: false,
                hasViolation: violatingNodes.contains(target.name),
                package: packageName(of: target)
            )
            for dependency in target.dependencies {
                for module in dependency.modules {
                    let to = targetByModule[module] ?? module
                    if dependency.kind == .target {
                        guard names.contains(to) else { continue }
                    } else {
                        guard includeExternal else { continue }
                        nodes[to] =
                            nodes[to] ?? Node(name: to, group: "external", isExternal: true, hasViolation: false)
                    }
                    edges.insert(
                        Edge(from: target.name, to: to, isViolation: violatingEdges.contains([target.name, to])))
                }
            }
        }
        for pair in violatingEdges where names.contains(pair[0]) {
            let to = pair[1]
            if nodes[to] == nil {
                nodes[to] = Node(name: to, group: "external", isExternal: true, hasViolation: false)
            }
            edges.remove(Edge(from: pair[0], to: to, isViolation: false))
            edges.insert(Edge(from: pair[0], to: to, isViolation: true))
        }
        self.nodes = nodes.values.sorted {
            ($0.isExternal ? 1 : 0, $0.package ?? "", $0.group, $0.name)
                < ($1.isExternal ? 1 : 0, $1.package ?? "", $1.group, $1.name)
        }
        self.edges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// The nodes by package (`nil`: no package box), then by group, in node order.
    private var packages: [(name: String?, groups: [(name: String, nodes: [Node])])] {
        var result: [(name: String?, groups: [(name: String, nodes: [Node])])] = []
        for node in nodes {
            if result.last?.name != node.package || result.isEmpty { result.append((node.package, [])) }
            if result[result.count - 1].groups.last?.name != node.group {
                result[result.count - 1].groups.append((node.group, []))
            }
            let last = result[result.count - 1].groups.count - 1
            result[result.count - 1].groups[last].nodes.append(node)
        }
        return result
    }

    /// The graph as a Mermaid flowchart (without the surrounding code fence).
    public func mermaid() -> String {
        func id(_ name: String) -> String { "m_" + PackageTarget.c99Name(name) }
        var lines = ["flowchart TD"]
        var index = 0
        for (packageIndex, package) in packages.enumerated() {
            let indent = package.name == nil ? "    " : "        "
            if let name = package.name { lines.append("    subgraph p\(packageIndex)[\"package \(name)\"]") }
            for group in package.groups {
                lines.append("\(indent)subgraph g\(index)[\"\(group.name)\"]")
                for node in group.nodes { lines.append("\(indent)    \(id(node.name))[\"\(node.name)\"]") }
                lines.append("\(indent)end")
                index += 1
            }
            if package.name != nil { lines.append("    end") }
        }
        var violationLinks: [Int] = []
        for (index, edge) in edges.enumerated() {
            let external = nodes.first { $0.name == edge.to }?.isExternal ?? false
            lines.append("    \(id(edge.from)) \(external ? "-.->" : "-->") \(id(edge.to))")
            if edge.isViolation { violationLinks.append(index) }
        }
        lines.append("    classDef external fill:#f4f4f4,stroke:#999,color:#555")
        lines.append("    classDef violation fill:#fdd,stroke:#d00,color:#d00,stroke-width:2px")
        let external = nodes.filter(\.isExternal).map { id($0.name) }
        if !external.isEmpty { lines.append("    class \(external.joined(separator: ",")) external") }
        let violating = nodes.filter(\.hasViolation).map { id($0.name) }
        if !violating.isEmpty { lines.append("    class \(violating.joined(separator: ",")) violation") }
        if !violationLinks.isEmpty {
            lines.append(
                "    linkStyle \(violationLinks.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph in Graphviz DOT.
    public func dot() -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrencesOfQuote() + "\"" }
        var lines = ["digraph modules {", "    rankdir=TB;", "    node [shape=box, fontname=\"Helvetica\"];"]
        var index = 0
        for (packageIndex, package) in packages.enumerated() {
            let indent = package.name == nil ? "    " : "        "
            if let name = package.name {
                lines.append("    subgraph cluster_package_\(packageIndex) {")
                lines.append("        label=\(quoted("package " + name));")
            }
            for group in package.groups {
                lines.append("\(indent)subgraph cluster_\(index) {")
                lines.append("\(indent)    label=\(quoted(group.name));")
                for node in group.nodes {
                    var attributes: [String] = []
                    if node.isExternal { attributes.append("style=dashed") }
                    if node.hasViolation { attributes.append("color=red, fontcolor=red") }
                    let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
                    lines.append("\(indent)    \(quoted(node.name))\(suffix);")
                }
                lines.append("\(indent)}")
                index += 1
            }
            if package.name != nil { lines.append("    }") }
        }
        for edge in edges {
            let external = nodes.first { $0.name == edge.to }?.isExternal ?? false
            var attributes: [String] = []
            if external { attributes.append("style=dashed") }
            if edge.isViolation { attributes.append("color=red, penwidth=2") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func replacingOccurrencesOfQuote() -> String {
        split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
    }
}
