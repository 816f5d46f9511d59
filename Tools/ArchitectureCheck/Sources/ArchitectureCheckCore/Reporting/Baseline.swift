import Foundation

/// Known violations accepted while a codebase adopts the check, keyed by (target, imported module)
/// with no line numbers so that edits elsewhere in a file do not invalidate them. A baseline can only
/// shrink: a new violation fails, and so does an entry that no longer occurs.
public struct Baseline: Sendable, Hashable, Codable {
    /// One accepted violation.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The target that holds the violation.
        public var target: String
        /// The imported or depended-on module (empty for findings about the target itself).
        public var module: String

        /// Creates an entry.
        public init(target: String, module: String) {
            self.target = target
            self.module = module
        }

        /// Orders by target, then module.
        public static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.target, lhs.module) < (rhs.target, rhs.module) }
    }

    /// The format version; `1`.
    public var version: Int
    /// The accepted violations.
    public var entries: [Entry]

    /// Creates a baseline.
    public init(version: Int = 1, entries: [Entry]) {
        self.version = version
        self.entries = entries
    }

    /// The baseline that accepts every error of `diagnostics`.
    public init(accepting diagnostics: [Diagnostic]) {
        let entries = diagnostics.filter { $0.severity == .error }.compactMap { diagnostic in
            diagnostic.target.map { Entry(target: $0, module: diagnostic.module ?? "") }
        }
        self.init(entries: Array(Set(entries)).sorted())
    }

    /// Reads a baseline file.
    public static func load(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArchitectureCheckError.invalidBaseline(
                path: path, reason: "the file does not exist or cannot be read")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw ArchitectureCheckError.invalidBaseline(
                    path: path, reason: "unsupported version \(baseline.version)")
            }
            return baseline
        } catch let error as ArchitectureCheckError {
            throw error
        } catch {
            throw ArchitectureCheckError.invalidBaseline(path: path, reason: "\(error)")
        }
    }

    /// The baseline as pretty-printed JSON with sorted keys and entries.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var sorted = self
        sorted.entries.sort()
        return try encoder.encode(sorted) + Data("\n".utf8)
    }

    /// Removes the errors the baseline accepts, and adds an error for each entry of a checked target
    /// that matched no error (`stale-baseline`): the baseline must shrink as violations are fixed.
    /// - Parameters:
    ///   - checkedTargets: the targets that were checked; entries of other targets are left alone.
    ///   - path: the baseline file, named in stale-entry errors.
    public func apply(to diagnostics: [Diagnostic], checkedTargets: Set<String>, path: String) -> [Diagnostic] {
        let accepted = Set(entries)
        var matched = Set<Entry>()
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, let target = diagnostic.target {
                let entry = Entry(target: target, module: diagnostic.module ?? "")
                if accepted.contains(entry) {
                    matched.insert(entry)
                    continue
                }
            }
            result.append(diagnostic)
        }
        for entry in entries.sorted() where checkedTargets.contains(entry.target) && !matched.contains(entry) {
            result.append(.staleBaseline(entry, file: path))
        }
        return result
    }
}

extension Diagnostic {
    /// `entry` of the baseline file at `file` matched no error.
    static func staleBaseline(_ entry: Baseline.Entry, file: String) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.staleBaseline.severity,
            code: .staleBaseline,
            message:
                "baseline entry (target '\(entry.target)', module '\(entry.module)') no longer occurs: remove it from the baseline, which can only shrink",
            target: entry.target,
            module: entry.module,
            file: file,
            location: SourceLocation(line: 1, column: 1)
        )
    }
}
