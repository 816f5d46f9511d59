/// Renders a check result for people: one line per finding with a relative path, then a summary. A
/// line break in a file name or a message is written as an escape (`SingleLine`), never as a line.
public enum TextReporter {
    /// The report text.
    public static func render(_ result: CheckResult) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            var place = ""
            if let file = diagnostic.file {
                place = SingleLine.escaped(result.relativePath(file))
                if let location = diagnostic.location { place += ":\(location.line):\(location.column)" }
                place += ": "
            }
            lines.append(
                "\(diagnostic.severity.rawValue): \(place)\(SingleLine.escaped(diagnostic.message)) [\(diagnostic.code.rawValue)]"
            )
        }
        let errors = result.errors.count
        let warnings = result.warnings.count
        let verdict = errors == 0 ? "passed" : "FAILED"
        lines.append(
            "arch-check \(verdict): \(Self.count(result.targetCount, "target")), \(Self.count(result.fileCount, "file")), \(Self.count(result.importCount, "import")); \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 target`, `2 targets`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
