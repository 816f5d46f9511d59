/// The forbidden-import check: an import that a forbidden rule forbids, or that the target's rule does
/// not allow. A forbidden rule wins, so that its reason is the one printed.
enum ForbiddenImportCheck {
    /// The finding for `declaration` in `file`, or `nil` when the import is allowed.
    static func finding(for declaration: ImportDeclaration, in file: String, of checked: CheckedTarget)
        -> Diagnostic?
    {
        let module = declaration.module
        if let forbiddenRule = checked.forbiddenRule(for: module, inFile: file) {
            return .forbiddenImport(
                module, by: checked.target, forbiddenBy: forbiddenRule, file: file, location: declaration.location)
        }
        guard checked.mayImport(module) else {
            return .forbiddenImport(
                module, by: checked.target, notAllowedBy: checked.rule, file: file, location: declaration.location)
        }
        return nil
    }
}

extension Diagnostic {
    /// `target` imports `module`, which `rule` forbids.
    static func forbiddenImport(
        _ module: String,
        by target: PackageTarget,
        forbiddenBy rule: ForbiddenRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.forbiddenImport.severity,
            code: .forbiddenImport,
            message:
                "'\(target.name)' must not import '\(module)': forbidden by rule '\(rule.name)'\(rule.reasonSuffix)",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }

    /// `target` imports `module`, which the rule that covers it does not list.
    static func forbiddenImport(
        _ module: String,
        by target: PackageTarget,
        notAllowedBy rule: TargetRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.forbiddenImport.severity,
            code: .forbiddenImport,
            message:
                "'\(target.name)' must not import '\(module)': rule '\(rule.name)' \(rule.allowedSummary)",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
