/// The uncovered-target check: the rules deny by default, so a target that no rule covers is an error.
enum UncoveredTargetCheck {
    /// The finding for `target`, which no rule covers (`ArchitectureRules.rule(for:)` is `nil`).
    static func finding(for target: PackageTarget, manifests: PackageManifests) -> Diagnostic {
        let place = manifests.place(of: target)
        return .uncoveredTarget(target, manifestPath: place.file, location: place.location)
    }
}

extension Diagnostic {
    /// `target` is covered by no rule; reported at its declaration in the manifest (a snippet's at its
    /// file).
    static func uncoveredTarget(_ target: PackageTarget, manifestPath: String, location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            severity: DiagnosticCode.uncoveredTarget.severity,
            code: .uncoveredTarget,
            message:
                "target '\(target.name)' (\(target.kind.rawValue), \(target.path)) is not covered by any rule; rules deny by default: add it to a rule in the rules file",
            target: target.name,
            file: manifestPath,
            location: location
        )
    }
}
