/// An error that stops a check before it can judge the package: bad input, not a violation.
public enum ArchitectureCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file could not be read.
    case unreadableFile(String)
    /// The rules file is not valid; the string says where and why.
    case invalidRules(path: String, reason: String)
    /// The package description could not be obtained or read.
    case invalidPackage(String)
    /// The baseline file is not valid.
    case invalidBaseline(path: String, reason: String)
    /// The command line is not valid.
    case usage(String)
    /// `fix` edited a manifest that SwiftPM could then not read, and put it back as it was.
    case manifestNotFixed(path: String, complaint: String)

    /// The message the CLI prints after `arch-check: error:`.
    public var description: String {
        switch self {
        case .unreadableFile(let path): "cannot read '\(path)'"
        case .invalidRules(let path, let reason): "invalid rules file '\(path)': \(reason)"
        case .invalidPackage(let reason): "cannot describe the package: \(reason)"
        case .invalidBaseline(let path, let reason): "invalid baseline file '\(path)': \(reason)"
        case .usage(let message): message
        case .manifestNotFixed(let path, let complaint):
            "SwiftPM cannot read '\(path)' after the fix (\(complaint)); it was put back byte for byte, unchanged"
        }
    }
}
