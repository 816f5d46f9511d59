import Foundation

/// Applies the manifest fixes of a check's findings to a package's `Package.swift`: each missing
/// dependency through SwiftPM's own manifest editing (`swift package add-target-dependency`), so the
/// tool depends on nothing; each unused one by deleting its entry from the target's `dependencies:`
/// list, found through the manifest's tokens (``DependencyEntryRemoval``). A manifest SwiftPM cannot
/// read after the edits is put back as it was.
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
    /// Removals go first, bottom-up, each found through the manifest's tokens in the text the check
    /// read (so the lines the findings name stay true); additions after them, through SwiftPM. Then
    /// SwiftPM reads each edited manifest again (`swift package dump-package`); when it cannot, every
    /// manifest the run edited is put back byte for byte, and the error names SwiftPM's complaint.
    public func apply(_ fixes: [ManifestFix], removingUnused: Bool, dryRun: Bool) throws -> [Outcome] {
        if dryRun { return fixes.map { Outcome(fix: $0, applied: false, reason: "dry run") } }
        var outcomes = [Outcome?](repeating: nil, count: fixes.count)
        for index in fixes.indices where fixes[index].change == .remove && !removingUnused {
            outcomes[index] = Outcome(fix: fixes[index], applied: false, reason: "pass --remove-unused")
        }
        let edited = Set(fixes.indices.filter { outcomes[$0] == nil }.map { directory(of: fixes[$0]) })
        var originals: [String: Data] = [:]
        for directory in edited {
            originals[directory] = try Data(contentsOf: URL(fileURLWithPath: directory + "/Package.swift"))
        }
        do {
            let removals = fixes.indices.filter { fixes[$0].change == .remove && outcomes[$0] == nil }
            for (directory, indices) in Dictionary(grouping: removals, by: { self.directory(of: fixes[$0]) }) {
                for (index, outcome) in try remove(indices.map { fixes[$0] }, inManifestOf: directory, from: indices) {
                    outcomes[index] = outcome
                }
            }
            for index in fixes.indices where fixes[index].change == .add {
                outcomes[index] = try add(fixes[index])
            }
            let changed = Set(fixes.indices.filter { outcomes[$0]?.applied == true }.map { directory(of: fixes[$0]) })
            for directory in changed.sorted() {
                try verify(manifestIn: directory)
            }
        } catch {
            for (directory, data) in originals {
                try data.write(to: URL(fileURLWithPath: directory + "/Package.swift"))
            }
            throw error
        }
        return outcomes.map { $0! }
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

    /// Removes the entries of `fixes` from the manifest in `directory`, last first, each found in the
    /// manifest as it was read; returns each fix's outcome under its index in `indices`.
    private func remove(_ fixes: [ManifestFix], inManifestOf directory: String, from indices: [Int]) throws
        -> [(Int, Outcome)]
    {
        let path = directory + "/Package.swift"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var outcomes: [(Int, Outcome)] = []
        var removals: [Range<Int>] = []
        for (index, fix) in zip(indices, fixes) {
            switch DependencyEntryRemoval.find(name: fix.dependency, at: fix.manifestLocation, in: bytes) {
            case .success(let removal) where !removals.contains(where: { $0.overlaps(removal.range) }):
                removals.append(removal.range)
                outcomes.append((index, Outcome(fix: fix, applied: true)))
            case .success:
                outcomes.append((index, Outcome(fix: fix, applied: false, reason: "overlaps another removal")))
            case .failure(let refusal):
                let place = "\(fix.manifestName):\(fix.manifestLocation.line)"
                outcomes.append((index, Outcome(fix: fix, applied: false, reason: "\(refusal.reason) (\(place))")))
            }
        }
        guard !removals.isEmpty else { return outcomes }
        for removal in removals.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.removeSubrange(removal)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        return outcomes
    }

    /// Reads the manifest in `directory` with SwiftPM; throws, with SwiftPM's first error line, when it
    /// cannot.
    private func verify(manifestIn directory: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-fix-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = try CommandRun.readOnlySwiftPackageManager(
            [swift, "package", "--package-path", directory, "--scratch-path", scratch, "dump-package"])
        guard run.status != 0 else { return }
        let lines = (run.errors + run.outputText).split(separator: "\n")
        let complaint = lines.first { $0.contains("error:") }.map(String.init) ?? "status \(run.status)"
        throw ArchitectureCheckError.manifestNotFixed(path: directory + "/Package.swift", complaint: complaint)
    }
}
