/// Renders findings as GitHub Actions workflow commands, which annotate the pull request's diff:
/// `::error file=path,line=3,col=8,title=...::message`.
public enum GitHubActionsReporter {
    /// One command per finding, paths relative to the package (run it from the repository root).
    public static func render(_ result: CheckResult) -> String {
        result.diagnostics.map { diagnostic in
            var properties: [String] = []
            if let file = diagnostic.file {
                properties.append("file=" + escapeProperty(result.relativePath(file)))
                if let location = diagnostic.location {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                }
            }
            properties.append("title=" + escapeProperty("arch-check " + diagnostic.code.rawValue))
            let command = diagnostic.severity == .error ? "error" : "warning"
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }.joined()
    }

    /// Escapes a command's message as the runner expects: `%`, carriage return and line feed become
    /// `%25`, `%0D` and `%0A`. Works on Unicode scalars, not `Character`s: `"\r\n"` is one `Character`
    /// (as is `%` followed by a combining mark), which `Character`-wise replacing leaves raw, and a raw
    /// line break in a file name or message would start a workflow command of its own.
    public static func escapeData(_ text: String) -> String {
        escape(text, inProperty: false)
    }

    /// Escapes a command property's value as the runner expects: as ``escapeData(_:)``, and `:` and `,`
    /// become `%3A` and `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, inProperty: true)
    }

    private static func escape(_ text: String, inProperty: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where inProperty: result += "%3A"
            case "," where inProperty: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
