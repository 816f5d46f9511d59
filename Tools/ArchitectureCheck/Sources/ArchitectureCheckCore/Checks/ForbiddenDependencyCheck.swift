/// The forbidden-dependency check: a declared dependency (target or product) that the rules forbid,
/// found in the manifest before any file imports it. Judged like an import of each module the
/// dependency makes importable.
enum ForbiddenDependencyCheck {
    /// The findings for the declared dependencies of `checked`'s target, in declaration order.
    static func findings(of checked: CheckedTarget) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for dependency in checked.target.dependencies {
            for module in dependency.modules {
                // Located only for a finding: each lookup reads the manifest's literals, which a
                // package of 1,000 targets would otherwise pay for every declared dependency.
                let manifestPath = checked.package.manifestPath(of: checked.target)
                if let forbiddenRule = checked.forbiddenRule(for: module) {
                    diagnostics.append(
                        .forbiddenDependency(
                            module, of: checked.target, forbiddenBy: forbiddenRule, file: manifestPath,
                            location: checked.manifestLocation(dependency: dependency.name)))
                } else if !checked.mayImport(module) {
                    diagnostics.append(
                        .forbiddenDependency(
                            module, of: checked.target, notAllowedBy: checked.rule, file: manifestPath,
                            location: checked.manifestLocation(dependency: dependency.name)))
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    /// `target` declares a dependency that makes `module` importable, which `rule` forbids.
    static func forbiddenDependency(
        _ module: String,
        of target: PackageTarget,
        forbiddenBy rule: ForbiddenRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.forbiddenDependency.severity,
            code: .forbiddenDependency,
            message:
                "target '\(target.name)' must not depend on '\(module)': forbidden by rule '\(rule.name)'\(rule.reasonSuffix)",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }

    /// `target` declares a dependency that makes `module` importable, which the rule that covers it
    /// does not list.
    static func forbiddenDependency(
        _ module: String,
        of target: PackageTarget,
        notAllowedBy rule: TargetRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.forbiddenDependency.severity,
            code: .forbiddenDependency,
            message:
                "target '\(target.name)' must not depend on '\(module)': rule '\(rule.name)' \(rule.allowedSummary)",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
