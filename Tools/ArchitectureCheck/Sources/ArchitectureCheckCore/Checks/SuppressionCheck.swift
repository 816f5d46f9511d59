/// Applies the `arch-check:ignore` comments of one file and checks them: a suppression with a reason
/// silences the findings of the import it covers; one without a reason silences nothing and is itself
/// an error; one with a reason that silences nothing is a warning.
struct SuppressionCheck {
    private let suppressions: [Suppression]
    private var used = Set<Int>()

    /// Starts with the suppressions of one file, none used yet.
    init(_ suppressions: [Suppression]) {
        self.suppressions = suppressions
    }

    /// Whether a suppression with a reason covers `line`, whose import has findings; marks it used.
    mutating func suppresses(line: Int) -> Bool {
        guard let index = suppressions.firstIndex(where: { $0.coveredLine == line }),
            !suppressions[index].reason.isEmpty
        else { return false }
        used.insert(index)
        return true
    }

    /// The findings about the suppressions that silenced nothing, in source order.
    func findings(target: String, file: String) -> [Diagnostic] {
        suppressions.enumerated().compactMap { index, suppression in
            guard !used.contains(index) else { return nil }
            return suppression.reason.isEmpty
                ? .suppressionWithoutReason(suppression, target: target, file: file)
                : .unusedSuppression(suppression, target: target, file: file)
        }
    }
}

extension Diagnostic {
    /// `suppression` gives no reason.
    static func suppressionWithoutReason(_ suppression: Suppression, target: String, file: String) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.suppressionWithoutReason.severity,
            code: .suppressionWithoutReason,
            message:
                "'\(Suppression.marker)' needs a written reason after it, e.g. '// \(Suppression.marker) until #123 moves X'",
            target: target,
            file: file,
            location: suppression.location
        )
    }

    /// `suppression` covers a line whose import has no finding.
    static func unusedSuppression(_ suppression: Suppression, target: String, file: String) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.unusedSuppression.severity,
            code: .unusedSuppression,
            message: "'\(Suppression.marker)' suppresses nothing on line \(suppression.coveredLine): remove it",
            target: target,
            file: file,
            location: suppression.location
        )
    }
}
