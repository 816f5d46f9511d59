/// Renders a check result as JUnit XML, for CI systems that show test reports (GitLab, Jenkins, ...).
///
/// One `<testsuite>` per checked target. Each error is a `<testcase>` holding a `<failure>` whose
/// `type` is the finding's code; each warning a `<testcase>` holding a `<skipped>`, which CI systems
/// show apart without failing the report (the check does not fail on warnings either); a target
/// without findings is one passing `<testcase>`. Findings about no target (a cycle through modules
/// of other packages) go to a suite named `(package)`. Paths are relative to the package.
public enum JUnitReporter {
    /// The name of the passing test case of a target without findings.
    public static let cleanCaseName = "architecture"
    /// The suite of findings that belong to no target.
    public static let packageSuiteName = "(package)"

    /// The XML text.
    public static func render(_ result: CheckResult) -> String {
        var byTarget: [String: [Diagnostic]] = [:]
        var order = result.targetNames
        for diagnostic in result.diagnostics {
            let suite = diagnostic.target ?? packageSuiteName
            if byTarget[suite] == nil, !order.contains(suite) { order.append(suite) }
            byTarget[suite, default: []].append(diagnostic)
        }
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0)
        for name in order {
            let diagnostics = byTarget[name] ?? []
            let failures = diagnostics.filter { $0.severity == .error }.count
            let skipped = diagnostics.count - failures
            let tests = max(diagnostics.count, 1)
            totals = (totals.tests + tests, totals.failures + failures, totals.skipped + skipped)
            var lines = [
                "  <testsuite name=\"\(attribute(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">"
            ]
            if diagnostics.isEmpty {
                lines.append("    <testcase name=\"\(cleanCaseName)\" classname=\"\(attribute(name))\"/>")
            }
            for diagnostic in diagnostics {
                lines += testCase(diagnostic, suite: name, result: result)
            }
            lines.append("  </testsuite>")
            suites.append(lines.joined(separator: "\n"))
        }
        let header = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"arch-check\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"0\" skipped=\"\(totals.skipped)\">",
        ]
        return (header + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
    }

    private static func testCase(_ diagnostic: Diagnostic, suite: String, result: CheckResult) -> [String] {
        let code = diagnostic.code.rawValue
        var place = ""
        var attributes = ""
        if let file = diagnostic.file {
            let path = result.relativePath(file)
            place = path
            attributes += " file=\"\(attribute(path))\""
            if let location = diagnostic.location {
                place += ":\(location.line):\(location.column)"
                attributes += " line=\"\(location.line)\""
            }
        }
        var name = code
        if let module = diagnostic.module, !module.isEmpty { name += " " + module }
        if !place.isEmpty { name += " (\(place))" }
        let opening = "    <testcase name=\"\(attribute(name))\" classname=\"\(attribute(suite))\"\(attributes)>"
        var body = place.isEmpty ? "" : place + ": "
        body += diagnostic.message + " [\(code)]"
        if let rule = diagnostic.rule { body += "\nrule: " + rule }
        let inner =
            diagnostic.severity == .error
            ? "      <failure message=\"\(attribute(diagnostic.message))\" type=\"\(attribute(code))\">\(text(body))</failure>"
            : "      <skipped message=\"\(attribute("warning: " + diagnostic.message + " [\(code)]"))\"/>"
        return [opening, inner, "    </testcase>"]
    }

    /// `value` escaped for an attribute in double quotes: markup characters and both quotes become
    /// entities, tabs and line breaks character references (so that they survive attribute-value
    /// normalization), and characters XML 1.0 cannot hold U+FFFD.
    public static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    /// `value` escaped for character data.
    public static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
