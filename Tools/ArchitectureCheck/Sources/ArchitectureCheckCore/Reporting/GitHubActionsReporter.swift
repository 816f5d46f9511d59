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

    /// Escapes a command's message as the runner expects.
    public static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escapes a command property's value as the runner expects.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
