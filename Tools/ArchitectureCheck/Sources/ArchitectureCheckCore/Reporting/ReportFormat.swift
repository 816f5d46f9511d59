/// The formats a check result can be written in.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Human-readable text (the default).
    case text
    /// `path:line:column: error: message`, as compilers print and Xcode and editors parse.
    case xcode
    /// The result as JSON.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...`), which annotate pull requests.
    case github
    /// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, ...).
    case junit

    /// Renders `result` in this format.
    public func render(_ result: CheckResult) -> String {
        switch self {
        case .text: TextReporter.render(result)
        case .xcode: XcodeReporter.render(result)
        case .json: JSONReporter.render(result)
        case .sarif: SARIFReporter.render(result)
        case .github: GitHubActionsReporter.render(result)
        case .junit: JUnitReporter.render(result)
        }
    }
}
