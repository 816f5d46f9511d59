/// The implementation-only-import check: `@_implementationOnly import`, an underscored attribute,
/// is superseded in Swift 6 by the access levels of SE-0409 (`internal import`, `private import`),
/// which the compiler checks: a warning, whatever the rules.
enum ImplementationOnlyImportCheck {
    /// The warning for `declaration` in `file`, or `nil` when it is no `@_implementationOnly import`.
    static func finding(for declaration: ImportDeclaration, in file: String, of checked: CheckedTarget)
        -> Diagnostic?
    {
        guard declaration.attributes.contains("_implementationOnly") else { return nil }
        return .implementationOnlyImport(
            declaration.module, by: checked.target, file: file, location: declaration.location)
    }
}

extension Diagnostic {
    /// `target` writes `@_implementationOnly import module`.
    static func implementationOnlyImport(
        _ module: String,
        by target: PackageTarget,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.implementationOnlyImport.severity,
            code: .implementationOnlyImport,
            message:
                "'\(target.name)' uses '@_implementationOnly import \(module)', which Swift 6 supersedes: write 'internal import \(module)' (or 'private import \(module)') instead (SE-0409)",
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
