import Foundation

/// The undeclared-dependency check: SwiftPM compiles an import of a sibling module the target never
/// declared (when it happens to be built first); the check does not.
enum UndeclaredDependencyCheck {
    /// The finding for `declaration` in `file`, or `nil` when its module belongs to another package or
    /// is a declared dependency.
    static func finding(
        for declaration: ImportDeclaration,
        in file: String,
        of checked: CheckedTarget,
        packageModules: Set<String>
    ) -> Diagnostic? {
        let module = declaration.module
        guard packageModules.contains(module), !checked.declaredModules.contains(module) else { return nil }
        let provider = checked.package.targets.first { $0.moduleName == module }
        let fix: ManifestFix?
        if provider?.packageDirectory == checked.target.packageDirectory {
            fix = ManifestFix(
                change: .add, target: checked.target.name, dependency: provider?.name ?? module,
                manifestLocation: checked.manifestLocation(), manifest: checked.localManifest)
        } else if let product = productHolding(module, of: provider, in: checked.package) {
            fix = ManifestFix(
                change: .add, target: checked.target.name, dependency: product.name, package: product.package,
                manifestLocation: checked.manifestLocation(), manifest: checked.localManifest)
        } else {
            // A module of another package that no library product holds cannot be declared.
            fix = nil
        }
        return .undeclaredDependency(module, by: checked.target, file: file, location: declaration.location, fix: fix)
    }

    /// The library product of a local package that holds `module`, whose target is `provider`.
    private static func productHolding(_ module: String, of provider: PackageTarget?, in package: PackageModel)
        -> DependencyProduct?
    {
        guard let directory = provider?.packageDirectory else { return nil }
        let name = URL(fileURLWithPath: directory).lastPathComponent
        return (package.localProducts ?? []).first { $0.package == name && $0.modules.contains(module) }
    }
}

extension Diagnostic {
    /// `target` imports `module` of its own package without declaring a dependency on it.
    static func undeclaredDependency(
        _ module: String,
        by target: PackageTarget,
        file: String,
        location: SourceLocation,
        fix: ManifestFix? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.undeclaredDependency.severity,
            code: .undeclaredDependency,
            message:
                "'\(target.name)' imports '\(module)' without declaring it as a direct dependency in Package.swift"
                + (fix.map { ": \($0.summary)" } ?? ""),
            target: target.name,
            module: module,
            file: file,
            location: location,
            fix: fix
        )
    }
}
