/// Renders a check result as a SARIF 2.1.0 log, for code-scanning services (GitHub code scanning
/// among them): one run, one rule per finding code, one result per finding with a physical location
/// relative to `%SRCROOT%`.
public enum SARIFReporter {
    /// The SARIF schema's address.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The SARIF JSON text.
    public static func render(_ result: CheckResult) -> String {
        let codes = Array(Set(result.diagnostics.map(\.code))).sorted { $0.rawValue < $1.rawValue }
        let rules: [[String: Any]] = codes.map { code in
            [
                "id": code.rawValue,
                "name": code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                "shortDescription": ["text": code.summary],
            ]
        }
        let results: [[String: Any]] = result.diagnostics.map { diagnostic in
            var entry: [String: Any] = [
                "ruleId": diagnostic.code.rawValue,
                "ruleIndex": codes.firstIndex(of: diagnostic.code) ?? 0,
                "level": diagnostic.severity == .error ? "error" : "warning",
                "message": ["text": diagnostic.message],
            ]
            if let file = diagnostic.file {
                let location = diagnostic.location ?? SourceLocation(line: 1, column: 1)
                entry["locations"] = [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": result.relativePath(file), "uriBaseId": "%SRCROOT%"],
                            "region": ["startLine": location.line, "startColumn": location.column],
                        ]
                    ]
                ]
            }
            var properties: [String: Any] = [:]
            if let rule = diagnostic.rule { properties["architectureRule"] = rule }
            if let target = diagnostic.target { properties["target"] = target }
            if let module = diagnostic.module { properties["module"] = module }
            if let fix = diagnostic.fix {
                // Not a SARIF `fix`: that needs the exact bytes to insert, which SwiftPM's manifest
                // editing decides (`arch-check fix`).
                properties["manifestFix"] = [
                    "change": fix.change.rawValue, "target": fix.target, "dependency": fix.dependency,
                    "spelling": fix.spelling, "manifestLine": fix.manifestLocation.line, "summary": fix.summary,
                ]
            }
            if !properties.isEmpty { entry["properties"] = properties }
            return entry
        }
        let root = result.packageDirectory.hasSuffix("/") ? result.packageDirectory : result.packageDirectory + "/"
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "arch-check",
                            "rules": rules,
                        ]
                    ],
                    "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + root]],
                    "results": results,
                ]
            ],
        ]
        return JSONText.render(log)
    }
}
