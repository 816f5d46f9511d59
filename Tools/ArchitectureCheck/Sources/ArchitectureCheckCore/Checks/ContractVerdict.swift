/// A contract that forbids one import, and why, as `arch-check explain` prints it.
public struct ContractVerdict: Sendable, Hashable {
    /// The contract.
    public var contract: Contract
    /// Why the contract forbids the import: the layers involved, or the path the import would open.
    public var reason: String

    /// Creates a verdict.
    public init(contract: Contract, reason: String) {
        self.contract = contract
        self.reason = reason
    }
}

extension ArchitectureChecker {
    /// The contracts that forbid `target` to import `module`, judged on the declared dependencies
    /// (explain scans no file): a layers contract that puts `module` above `target` or in its layer; an
    /// independence contract two of whose modules the import would connect; an acyclic contract
    /// through one of whose modules the import would close a cycle.
    func contractVerdicts(for target: PackageTarget, importing module: String) -> [ContractVerdict] {
        let contracts = rules.contracts ?? []
        guard !contracts.isEmpty else { return [] }
        let graph = DependencyEdges(
            package: package, scans: [:], manifests: PackageManifests(package: package, root: ManifestLocator(text: ""))
        )
        let from = target.moduleName
        let isPackageModule = package.target(module: module) != nil
        var verdicts: [ContractVerdict] = []
        for contract in contracts {
            switch contract.kind {
            case .layers:
                guard
                    let layers = LayerContractCheck.violation(
                        of: contract, importer: target.names, imported: package.names(ofModule: module), rules: rules)
                else { continue }
                let reason = LayerContractCheck.reason(
                    importer: target.name, imported: module, contract: contract, layers: layers)
                verdicts.append(ContractVerdict(contract: contract, reason: reason))
            case .independence:
                guard isPackageModule, from != module else { continue }
                let groups = contract.groups(in: package, rules: rules)
                if let fromGroup = IndependenceContractCheck.group(of: from, in: groups),
                    let toGroup = IndependenceContractCheck.group(of: module, in: groups),
                    fromGroup.name != toGroup.name
                {
                    let reason =
                        "'\(target.name)' is in group '\(fromGroup.name)' and '\(package.target(module: module)?.name ?? module)' in group '\(toGroup.name)', which it keeps apart"
                    verdicts.append(ContractVerdict(contract: contract, reason: reason))
                    continue
                }
                let members = contract.members(in: package, rules: rules)
                let path = independencePath(through: from, to: module, members: members, graph: graph)
                guard let path else { continue }
                let reason =
                    "it would connect '\(package.target(module: path[0])?.name ?? path[0])' to '\(package.target(module: path[path.count - 1])?.name ?? path[path.count - 1])', which it keeps independent: \(package.describe(path: path))"
                verdicts.append(ContractVerdict(contract: contract, reason: reason))
            case .acyclic:
                guard isPackageModule else { continue }
                let back = from == module ? [module] : graph.shortestPath(from: module, to: from)
                guard let back else { continue }
                let cycle = [from] + back
                let members = Set(contract.members(in: package, rules: rules))
                guard cycle.contains(where: members.contains) else { continue }
                let reason = "it would close the cycle \(package.describe(path: cycle))"
                verdicts.append(ContractVerdict(contract: contract, reason: reason))
            }
        }
        return verdicts
    }

    /// The shortest path from one of `members` to another that a new edge `from -> to` would open:
    /// a member that is or reaches `from`, then `to`, which is or reaches another member, through no
    /// third member on the way.
    private func independencePath(through from: String, to: String, members: [String], graph: DependencyEdges)
        -> [String]?
    {
        var best: [String]?
        let avoiding = Set(members)
        for start in members {
            let head = start == from ? [from] : graph.shortestPath(from: start, to: from, avoiding: avoiding)
            guard let head else { continue }
            for end in members where end != start {
                let tail = end == to ? [to] : graph.shortestPath(from: to, to: end, avoiding: avoiding)
                guard let tail else { continue }
                let path = head + tail
                if best.map({ path.count < $0.count }) ?? true { best = path }
            }
        }
        return best
    }
}
