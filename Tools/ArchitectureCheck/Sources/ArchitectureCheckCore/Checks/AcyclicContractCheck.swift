/// The acyclic-contract check: no dependency cycle runs through a module an `acyclic` contract lists.
/// `CycleFinder` finds the cycles; a cycle through a listed module is reported as a `contract-cycle`
/// of each contract that lists one of its modules, instead of a plain `cycle`, so that it is reported
/// once, with the contract's name and reason.
enum AcyclicContractCheck {
    /// The acyclic contracts of `rules`, each with the modules of `package` it lists, sorted.
    static func contracts(of rules: ArchitectureRules, in package: PackageModel)
        -> [(contract: Contract, members: [String])]
    {
        (rules.contracts ?? []).filter { $0.kind == .acyclic }.map { ($0, $0.members(in: package, rules: rules)) }
    }
}

extension Diagnostic {
    /// The cycle `path` (`A -> B -> A`) runs through a module of `contract`, reported at its first edge.
    static func contractCycle(
        _ path: [String],
        contract: Contract,
        package: PackageModel,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.contractCycle.severity,
            code: .contractCycle,
            message:
                "dependency cycle \(package.describe(path: path)): acyclic contract '\(contract.name)' allows no cycle through its modules\(contract.reasonSuffix)",
            rule: contract.name,
            target: package.target(module: path[0])?.name,
            module: path[1],
            file: file,
            location: location
        )
    }
}
