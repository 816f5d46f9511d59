/// The testable-import check: `@testable import` only of the modules the rule's `mayTestableImport`
/// lists (none when it is absent).
enum TestableImportCheck {
    /// The finding for `declaration` in `file`, or `nil` when it is no `@testable import` or an allowed one.
    static func finding(for declaration: ImportDeclaration, in file: String, of checked: CheckedTarget)
        -> Diagnostic?
    {
        guard declaration.isTestable, !checked.mayTestableImport(declaration.module) else { return nil }
        return .testableImport(
            declaration.module, by: checked.target, rule: checked.rule, file: file, location: declaration.location)
    }
}

extension Diagnostic {
    /// `target` writes `@testable import module`, which `rule` does not allow.
    static func testableImport(
        _ module: String,
        by target: PackageTarget,
        rule: TargetRule,
        file: String,
        location: SourceLocation
    ) -> Diagnostic {
        let allowed = rule.mayTestableImport ?? []
        return Diagnostic(
            severity: DiagnosticCode.testableImport.severity,
            code: .testableImport,
            message:
                "'\(target.name)' must not '@testable import \(module)': rule '\(rule.name)' allows @testable only of \(allowed.isEmpty ? "no module" : allowed.joined(separator: ", "))",
            rule: rule.name,
            target: target.name,
            module: module,
            file: file,
            location: location
        )
    }
}
