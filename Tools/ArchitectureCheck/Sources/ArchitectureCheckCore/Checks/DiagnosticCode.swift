/// The kind of a finding: a stable identifier that reports print (`[forbidden-import]`), SARIF uses as
/// a rule id and JSON as the `code` field. The raw value is that identifier.
public enum DiagnosticCode: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// An import the target's rule does not allow, or a forbidden rule forbids.
    case forbiddenImport = "forbidden-import"
    /// A `@testable import` of a module the rule's `mayTestableImport` does not list.
    case testableImport = "testable-import"
    /// A `public import` (SE-0409) of a module the rule's `mayExposeImport` does not list.
    case publicImport = "public-import"
    /// An `@_exported import` of a module the rule's `mayExposeImport` does not list.
    case exportedImport = "exported-import"
    /// An `@_implementationOnly import`, which `internal import` and `private import` supersede in Swift 6.
    case implementationOnlyImport = "implementation-only-import"
    /// An import of a module of the same package that the target does not declare as a dependency.
    case undeclaredDependency = "undeclared-dependency"
    /// A declared dependency that the rules forbid, even if no file imports it yet.
    case forbiddenDependency = "forbidden-dependency"
    /// A target no rule covers: the rules deny by default.
    case uncoveredTarget = "uncovered-target"
    /// A dependency cycle over declared dependencies and imports.
    case cycle
    /// An import of a module of a higher layer (or of the same layer) that a `layers` contract forbids.
    case layerViolation = "layer-violation"
    /// A module that depends, directly or through other modules, on a module an `independence`
    /// contract keeps it independent of.
    case independenceViolation = "independence-violation"
    /// A dependency cycle through a module of an `acyclic` contract.
    case contractCycle = "contract-cycle"
    /// A baseline entry that no longer occurs.
    case staleBaseline = "stale-baseline"
    /// An `arch-check:ignore` comment without a written reason.
    case suppressionWithoutReason = "suppression-without-reason"
    /// A declared dependency no file imports.
    case unusedDependency = "unused-dependency"
    /// An `arch-check:ignore` comment that suppresses nothing.
    case unusedSuppression = "unused-suppression"

    /// The severity findings of this kind have.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unusedDependency, .unusedSuppression, .implementationOnlyImport: .warning
        default: .error
        }
    }

    /// A one-line description of this kind of finding, as SARIF's rule descriptions show it.
    public var summary: String {
        switch self {
        case .forbiddenImport: "An import the architecture rules forbid"
        case .forbiddenDependency: "A declared dependency the architecture rules forbid"
        case .testableImport: "A @testable import of a module other than the one the rules allow"
        case .publicImport: "A public import of a module the rules do not allow a target to re-export"
        case .exportedImport: "An @_exported import of a module the rules do not allow a target to re-export"
        case .implementationOnlyImport: "An @_implementationOnly import, superseded by internal import in Swift 6"
        case .undeclaredDependency: "An import of a package module that is not a declared direct dependency"
        case .unusedDependency: "A declared dependency that no file imports"
        case .uncoveredTarget: "A target that no architecture rule covers"
        case .cycle: "A dependency cycle between modules"
        case .layerViolation: "An import of a higher layer's module that a layers contract forbids"
        case .independenceViolation: "A dependency between modules that an independence contract keeps apart"
        case .contractCycle: "A dependency cycle through a module of an acyclic contract"
        case .staleBaseline: "A baseline entry that no longer occurs"
        case .suppressionWithoutReason: "An inline suppression without a written reason"
        case .unusedSuppression: "An inline suppression that suppresses nothing"
        }
    }

    /// The identifier, as reports print it.
    public var description: String { rawValue }
}
