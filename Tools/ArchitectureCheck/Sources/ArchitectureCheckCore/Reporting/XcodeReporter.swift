/// Renders findings as compiler diagnostics, `path:line:column: error: message`, which
/// `swift build`, Xcode and editors recognize. A line break in a file name or a message is written as
/// an escape (`SingleLine`), so it cannot fake a diagnostic of its own.
public enum XcodeReporter {
    /// One line per finding, absolute paths.
    public static func render(_ result: CheckResult) -> String {
        result.diagnostics.map(line).joined()
    }

    /// The diagnostic line of one finding, ending in a newline.
    public static func line(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location ?? SourceLocation(line: 1, column: 1)
        let file = SingleLine.escaped(diagnostic.file ?? "Package.swift")
        let message = SingleLine.escaped(diagnostic.message)
        return
            "\(file):\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(message) [arch-check:\(diagnostic.code.rawValue)]\n"
    }
}
