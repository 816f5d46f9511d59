import Foundation

/// Applies the manifest fixes of a check's findings to a package's `Package.swift`: each missing
/// dependency through SwiftPM's own manifest editing (`swift package add-target-dependency`), so the
/// tool depends on nothing; each unused one by deleting it from the dependencies, only where the
/// manifest spells it as a plain string literal (`"Core"`) on the line the check found it.
public struct ManifestFixer: Sendable {
    /// What the fixer did, or would do, with one fix.
    public struct Outcome: Sendable, Hashable {
        public var fix: ManifestFix
        /// Whether the manifest now has the change (always `false` in a dry run).
        public var applied: Bool
        /// Why a change was not applied, when it was not.
        public var reason: String?
    }

    public let packageDirectory: String
    private let swift: String

    public init(packageDirectory: String, swift: String = "swift") {
        self.packageDirectory = packageDirectory
        self.swift = swift
    }

    /// The distinct fixes of `diagnostics`: additions first, in the order of the findings.
    public static func fixes(in diagnostics: [Diagnostic]) -> [ManifestFix] {
        var seen = Set<String>()
        let fixes = diagnostics.compactMap(\.fix).filter {
            seen.insert("\($0.change) \($0.target) \($0.dependency)").inserted
        }
        return fixes.filter { $0.change == .add } + fixes.filter { $0.change == .remove }
    }

    /// Applies `fixes`: additions always, removals only when `removingUnused`; nothing in a dry run.
    public func apply(_ fixes: [ManifestFix], removingUnused: Bool, dryRun: Bool) throws -> [Outcome] {
        try fixes.map { fix in
            if dryRun { return Outcome(fix: fix, applied: false, reason: "dry run") }
            switch fix.change {
            case .add:
                return try add(fix)
            case .remove:
                guard removingUnused else { return Outcome(fix: fix, applied: false, reason: "pass --remove-unused") }
                return try remove(fix)
            }
        }
    }

    /// The directory of the package whose manifest `fix` changes.
    private func directory(of fix: ManifestFix) -> String {
        guard let manifest = fix.manifest else { return packageDirectory }
        return URL(fileURLWithPath: packageDirectory).appendingPathComponent(manifest).deletingLastPathComponent()
            .standardizedFileURL.path
    }

    private func add(_ fix: ManifestFix) throws -> Outcome {
        var arguments = [swift, "package", "--package-path", directory(of: fix), "add-target-dependency"]
        arguments += [fix.dependency, fix.target] + (fix.package.map { ["--package", $0] } ?? [])
        let run = try CommandRun(arguments)
        guard run.status == 0 else {
            return Outcome(
                fix: fix, applied: false, reason: "swift package add-target-dependency failed: \(run.errors)")
        }
        return Outcome(fix: fix, applied: true)
    }

    private func remove(_ fix: ManifestFix) throws -> Outcome {
        let path = directory(of: fix) + "/Package.swift"
        // Split at line feeds among the scalars, as the location's line was counted: a CRLF manifest
        // keeps its carriage returns at the ends of its lines, and gets them back when joined.
        var lines = TextLines.split(try String(contentsOfFile: path, encoding: .utf8)).map(String.init)
        let index = fix.manifestLocation.line - 1
        let literal = "\"\(fix.dependency)\""
        guard fix.package == nil, lines.indices.contains(index),
            lines[index].components(separatedBy: literal).count == 2
        else {
            return Outcome(
                fix: fix, applied: false, reason: "not a plain string literal on \(fix.manifestName):\(index + 1)")
        }
        let (line, ending) = TextLines.separatingCarriageReturn(lines[index])
        if line.trimmingCharacters(in: .whitespaces) == literal + ","
            || line.trimmingCharacters(in: .whitespaces) == literal
        {
            lines.remove(at: index)
        } else if let spelled = [literal + ", ", literal + ",", ", " + literal, "," + literal].first(
            where: line.contains)
        {
            lines[index] = line.replacingOccurrences(of: spelled, with: "") + ending
        } else {
            lines[index] = line.replacingOccurrences(of: literal, with: "") + ending
        }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return Outcome(fix: fix, applied: true)
    }
}
