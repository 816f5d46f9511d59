/// The independence-contract check: the modules an `independence` contract lists never depend on each
/// other, directly or through other modules of the package (over declared target dependencies and
/// imports). A path through another listed module is reported as its two halves, not a third time.
enum IndependenceContractCheck {
    /// The findings of every independence contract of `rules`, one per ordered pair of listed modules
    /// the first of which reaches the second, printing the shortest path.
    /// - Parameter sources: the checked targets' module names; paths start only there (all when `nil`).
    static func findings(
        in graph: DependencyEdges,
        package: PackageModel,
        rules: ArchitectureRules,
        sources: Set<String>? = nil
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for contract in rules.contracts ?? [] where contract.kind == .independence {
            let members = contract.members(in: package, rules: rules)
            let avoiding = Set(members)
            for from in members where sources?.contains(from) ?? true {
                for to in members where to != from {
                    guard let path = graph.shortestPath(from: from, to: to, avoiding: avoiding) else { continue }
                    let place = graph.place(from: path[0], to: path[1])
                    diagnostics.append(
                        .independenceViolation(
                            path, contract: contract, package: package, file: place.file, location: place.location))
                }
            }
            diagnostics += groupFindings(of: contract, in: graph, package: package, rules: rules, sources: sources)
        }
        return diagnostics
    }

    /// The findings of `contract`'s groups: one per dependency (declared or imported) of a module of
    /// one group on a module of another, at the import that makes it (or else the manifest's
    /// dependency). Only direct dependencies count: a group's apps and compositions link modules that
    /// serve every group (infrastructure, app support), and a path through them joins no two groups.
    static func groupFindings(
        of contract: Contract,
        in graph: DependencyEdges,
        package: PackageModel,
        rules: ArchitectureRules,
        sources: Set<String>? = nil
    ) -> [Diagnostic] {
        let groups = contract.groups(in: package, rules: rules)
        var groupOf: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            for member in group.members { groupOf[member] = index }
        }
        var diagnostics: [Diagnostic] = []
        for (index, group) in groups.enumerated() {
            for from in group.members where sources?.contains(from) ?? true {
                for to in (graph.edges[from] ?? []).sorted() {
                    guard let other = groupOf[to], other != index else { continue }
                    let place = graph.place(from: from, to: to)
                    diagnostics.append(
                        .groupIndependenceViolation(
                            from: from, to: to, groups: (group, groups[other]), contract: contract, package: package,
                            file: place.file, location: place.location))
                }
            }
        }
        return diagnostics
    }

    /// The group of `contract` that holds `module`, if any.
    static func group(of module: String, in groups: [(name: String, members: [String])])
        -> (name: String, members: [String])?
    {
        groups.first { $0.members.contains(module) }
    }
}

extension PackageModel {
    /// `path`'s modules by their targets' names, joined by arrows: `feed-web -> FeedWebApp`.
    func describe(path: [String]) -> String {
        path.map { target(module: $0)?.name ?? $0 }.joined(separator: " -> ")
    }
}

extension Diagnostic {
    /// `path` leads from one module of `contract` to another, reported at its first edge.
    static func independenceViolation(
        _ path: [String],
        contract: Contract,
        package: PackageModel,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        let from = package.target(module: path[0])?.name ?? path[0]
        let to = package.target(module: path[path.count - 1])?.name ?? path[path.count - 1]
        let how = path.count == 2 ? "directly" : "through other modules"
        return Diagnostic(
            severity: DiagnosticCode.independenceViolation.severity,
            code: .independenceViolation,
            message:
                "'\(from)' must not depend on '\(to)', \(how): independence contract '\(contract.name)' keeps them independent\(contract.reasonSuffix); path: \(package.describe(path: path))",
            rule: contract.name,
            target: from,
            module: path[path.count - 1],
            file: file,
            location: location
        )
    }
}

extension Diagnostic {
    /// `from`, of the first group, depends on `to`, of the second, which `contract` keeps apart.
    static func groupIndependenceViolation(
        from: String,
        to: String,
        groups: (from: (name: String, members: [String]), to: (name: String, members: [String])),
        contract: Contract,
        package: PackageModel,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        let fromName = package.target(module: from)?.name ?? from
        let toName = package.target(module: to)?.name ?? to
        return Diagnostic(
            severity: DiagnosticCode.independenceViolation.severity,
            code: .independenceViolation,
            message:
                "'\(fromName)' (group '\(groups.from.name)') must not depend on '\(toName)' (group '\(groups.to.name)'): independence contract '\(contract.name)' keeps its groups apart\(contract.reasonSuffix); group '\(groups.to.name)' is \(package.describe(group: groups.to.members))",
            rule: contract.name,
            target: fromName,
            module: to,
            file: file,
            location: location
        )
    }
}

extension PackageModel {
    /// A group's modules by their targets' names, comma-separated.
    func describe(group: [String]) -> String {
        group.map { target(module: $0)?.name ?? $0 }.joined(separator: ", ")
    }
}
