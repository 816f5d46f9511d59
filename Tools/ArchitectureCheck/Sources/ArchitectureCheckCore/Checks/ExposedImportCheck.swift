/// The exposed-import check: a `public import` (SE-0409) or an `@_exported import` makes the imported
/// module part of the target's interface, so its clients see it too; only the modules the rule's
/// `mayExposeImport` lists may be imported so (none when it is absent).
///
/// A plain `import` is not judged, although without the upcoming feature `InternalImportsByDefault`
/// (not part of Swift 6 mode) the compiler still takes it as `public`: the check asks for exposure to
/// be spelt out, as the feature will, instead of flagging every import.
enum ExposedImportCheck {
    /// The finding for `declaration` in `file`, or `nil` when it exposes nothing or an allowed module.
    /// An `@_exported public import` is one `exported-import` finding.
    static func finding(for declaration: ImportDeclaration, in file: String, of checked: CheckedTarget)
        -> Diagnostic?
    {
        let code: DiagnosticCode
        if declaration.attributes.contains("_exported") {
            code = .exportedImport
        } else if declaration.accessLevel == "public" {
            code = .publicImport
        } else {
            return nil
        }
        guard !checked.mayExposeImport(declaration.module) else { return nil }
        return .exposedImport(
            declaration.module, code: code, by: checked.target, rule: checked.rule, file: file,
            location: declaration.location)
    }
}

extension Diagnostic {
    /// `target` writes `public import module` or `@_exported import module` (`code`), which `rule`
    /// does not allow.
    static func exposedImport(
        _ module: String,
        code: DiagnosticCode,
        by target: PackageTarget,
        rule: TargetRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        let spelling = code == .exportedImport ? "@_exported import" : "public import"
        let allowed = rule.mayExposeImport ?? []
        return Diagnostic(
            severity: code.severity,
            code: code,
            message:
                "'\(target.name)' must not '\(spelling) \(module)': rule '\(rule.name)' \(allowed.isEmpty ? "allows re-exporting no module" : "allows re-exporting only \(allowed.joined(separator: ", "))") (mayExposeImport); use 'import \(module)' or 'internal import \(module)'",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
