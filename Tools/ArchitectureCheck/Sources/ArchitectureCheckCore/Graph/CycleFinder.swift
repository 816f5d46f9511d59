/// Finds dependency cycles among a package's modules, over declared target dependencies and imports
/// of the package's own modules together. Reports one cycle per strongly connected component.
public enum CycleFinder {
    /// One diagnostic per cycle, printing the cycle's path.
    public static func cycles(
        in package: PackageModel,
        scans: [String: [SourceFileScan]],
        manifest: ManifestLocator
    ) -> [Diagnostic] {
        cycles(
            in: DependencyEdges(
                package: package, scans: scans, manifests: PackageManifests(package: package, root: manifest)),
            package: package)
    }

    /// One diagnostic per strongly connected component of `graph`: a `contract-cycle` for each acyclic
    /// contract of `rules` that has a module in it, else a `cycle`.
    /// - Parameter modules: only components with one of these modules (every component when `nil`).
    static func cycles(
        in graph: DependencyEdges,
        package: PackageModel,
        rules: ArchitectureRules = ArchitectureRules(rules: []),
        through modules: Set<String>? = nil
    ) -> [Diagnostic] {
        let acyclic = AcyclicContractCheck.contracts(of: rules, in: package)
        var diagnostics: [Diagnostic] = []
        for component in stronglyConnectedComponents(graph.edges) {
            let within = Set(component)
            if let modules, within.isDisjoint(with: modules) { continue }
            let contracts = acyclic.filter { $0.members.contains(where: within.contains) }
            guard !contracts.isEmpty else {
                guard let path = shortestCycle(from: component.min()!, within: within, edges: graph.edges) else {
                    continue
                }
                let place = graph.place(from: path[0], to: path[1])
                let target = package.target(module: path[0])
                diagnostics.append(.cycle(path, target: target?.name, file: place.file, location: place.location))
                continue
            }
            for (contract, members) in contracts {
                let start = members.first(where: within.contains)!
                guard let path = shortestCycle(from: start, within: within, edges: graph.edges) else { continue }
                let place = graph.place(from: path[0], to: path[1])
                diagnostics.append(
                    .contractCycle(
                        path, contract: contract, package: package, file: place.file, location: place.location))
            }
        }
        return diagnostics
    }

    /// Tarjan's algorithm; returns components with a cycle (more than one node, or a self-loop).
    static func stronglyConnectedComponents(_ edges: [String: Set<String>]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack = Set<String>()
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node]!, indices[next]!)
                }
            }
            guard lowLinks[node] == indices[node] else { return }
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == node { break }
            }
            if component.count > 1 || edges[node]?.contains(node) == true { components.append(component.sorted()) }
        }

        for node in edges.keys.sorted() where indices[node] == nil { connect(node) }
        return components.sorted { $0[0] < $1[0] }
    }

    /// The shortest path `start -> ... -> start` inside `component`, by breadth-first search.
    static func shortestCycle(from start: String, within component: Set<String>, edges: [String: Set<String>])
        -> [String]?
    {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (edges[node] ?? []).sorted() where component.contains(next) {
                if next == start {
                    var path = [start]
                    var current = node
                    while current != start {
                        path.insert(current, at: 1)
                        current = previous[current]!
                    }
                    return path + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

extension Diagnostic {
    /// The cycle `path` (`A -> B -> A`), reported at the first edge's import when a file has one,
    /// else at the dependency in the manifest.
    /// - Parameter target: the target of the cycle's first module.
    static func cycle(_ path: [String], target: String?, file: String, location: SourceLocation) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.cycle.severity,
            code: .cycle,
            message: "dependency cycle: \(path.joined(separator: " -> "))",
            target: target,
            module: path[1],
            file: file,
            location: location
        )
    }
}
