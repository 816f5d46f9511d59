extension ArchitectureRules {
    /// The rules of a package that has no rules file: every target may import anything and re-export
    /// anything, and only test targets may `@testable import`. What needs no rules still runs:
    /// undeclared and unused dependencies, import cycles and `@testable import` outside test targets.
    public static let zeroConfiguration = ArchitectureRules(
        rules: [
            TargetRule(
                name: "test targets (no rules file)",
                targets: ["*"],
                kinds: [.test],
                mayImport: ["*"],
                mayTestableImport: ["*"],
                mayExposeImport: ["*"]
            ),
            TargetRule(
                name: "every target (no rules file)",
                targets: ["*"],
                mayImport: ["*"],
                mayExposeImport: ["*"]
            ),
        ]
    )
}
