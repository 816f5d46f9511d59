/// The layers-contract check: a module of a `layers` contract imports only modules of the layers
/// below its own, and of its own layer only when the contract's `allowSameLayer` says so. Modules in
/// no layer are not constrained.
enum LayerContractCheck {
    /// The findings for `declaration` in `file`, one per layers contract it breaks.
    static func findings(for declaration: ImportDeclaration, in file: String, of checked: CheckedTarget)
        -> [Diagnostic]
    {
        let module = declaration.module
        return (checked.rules.contracts ?? []).compactMap { contract in
            guard
                let layers = violation(
                    of: contract, importer: checked.target.names, imported: checked.moduleNames.names(ofModule: module),
                    rules: checked.rules)
            else { return nil }
            return .layerViolation(
                module, by: checked.target, contract: contract, layers: layers, file: file,
                location: declaration.location)
        }
    }

    /// The importer's and the imported module's layers (0 is the top) when `contract` forbids the
    /// import: the imported module's layer is above the importer's, or is the same and the contract
    /// does not allow imports within a layer. `nil` when the import is fine or no `layers` contract.
    /// - Parameters:
    ///   - importer: the names the importing target goes by.
    ///   - imported: the names the imported module goes by.
    static func violation(of contract: Contract, importer: [String], imported: [String], rules: ArchitectureRules)
        -> (from: Int, to: Int)?
    {
        guard contract.kind == .layers,
            let from = contract.layerIndex(of: importer, rules: rules),
            let to = contract.layerIndex(of: imported, rules: rules)
        else { return nil }
        if to < from || (to == from && contract.allowSameLayer != true) { return (from, to) }
        return nil
    }

    /// Why `contract` forbids the import, given the layers `violation(of:importer:imported:rules:)`
    /// found: `'API' (layer 2 of 3) must not import 'App' (layer 1 of 3, above it)`.
    static func reason(importer: String, imported: String, contract: Contract, layers: (from: Int, to: Int))
        -> String
    {
        let count = contract.layers?.count ?? 0
        if layers.from == layers.to {
            return
                "'\(importer)' and '\(imported)' are both in layer \(layers.from + 1) of \(count), which allows no imports within a layer"
        }
        return
            "'\(importer)' (layer \(layers.from + 1) of \(count)) must not import '\(imported)' (layer \(layers.to + 1) of \(count), above it)"
    }
}

extension Diagnostic {
    /// `target` imports `module`, which `contract` puts in a higher layer than the target, or in the
    /// same one.
    static func layerViolation(
        _ module: String,
        by target: PackageTarget,
        contract: Contract,
        layers: (from: Int, to: Int),
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        let reason = LayerContractCheck.reason(
            importer: target.name, imported: module, contract: contract, layers: layers)
        return Diagnostic(
            severity: DiagnosticCode.layerViolation.severity,
            code: .layerViolation,
            message:
                "'\(target.name)' must not import '\(module)': layers contract '\(contract.name)': \(reason)\(contract.reasonSuffix)",
            rule: contract.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
