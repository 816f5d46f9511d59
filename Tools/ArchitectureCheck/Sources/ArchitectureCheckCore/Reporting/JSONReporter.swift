import Foundation

/// Renders a check result as JSON: a summary and the findings with relative paths.
public enum JSONReporter {
    /// The JSON text, keys sorted.
    public static func render(_ result: CheckResult) -> String {
        let diagnostics: [[String: Any]] = result.diagnostics.map { diagnostic in
            var entry: [String: Any] = [
                "severity": diagnostic.severity.rawValue,
                "code": diagnostic.code.rawValue,
                "message": diagnostic.message,
            ]
            if let rule = diagnostic.rule { entry["rule"] = rule }
            if let target = diagnostic.target { entry["target"] = target }
            if let module = diagnostic.module { entry["module"] = module }
            if let file = diagnostic.file { entry["file"] = result.relativePath(file) }
            if let location = diagnostic.location {
                entry["line"] = location.line
                entry["column"] = location.column
            }
            if let fix = diagnostic.fix {
                entry["fix"] = [
                    "change": fix.change.rawValue, "target": fix.target, "dependency": fix.dependency,
                    "spelling": fix.spelling, "manifestLine": fix.manifestLocation.line,
                ]
            }
            return entry
        }
        let document: [String: Any] = [
            "tool": "arch-check",
            "passed": result.passed,
            "summary": [
                "targets": result.targetCount,
                "files": result.fileCount,
                "imports": result.importCount,
                "errors": result.errors.count,
                "warnings": result.warnings.count,
            ],
            "diagnostics": diagnostics,
        ]
        return JSONText.render(document)
    }
}
