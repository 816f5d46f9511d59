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
        let provider = checked.package.targets.first { $0.moduleName == module }?.name ?? module
        let fix = ManifestFix(
            change: .add, target: checked.target.name, dependency: provider,
            manifestLocation: checked.manifestLocation())
        return .undeclaredDependency(module, by: checked.target, file: file, location: declaration.location, fix: fix)
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
