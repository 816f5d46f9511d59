import Foundation

/// Answers `canImport(…)` for modules outside the package as the compiler on this platform does:
/// one `swiftc -typecheck` of a file that holds, for each module, an `#if canImport(Module)` around a
/// `#warning` naming it; the modules whose warning the compiler prints can be imported. It sees the
/// toolchain's and the system's modules (`Foundation`, `Glibc`, `FoundationNetworking` on Linux,
/// `Darwin` and `CryptoKit` on macOS), as a target of any package does.
public enum ModuleProbe {
    /// What `canImport` gives for each of `modules`; empty when the compiler cannot be run, which
    /// leaves them all unknown.
    /// - Parameter swiftc: the compiler, found on the `PATH` by default.
    public static func importable(_ modules: Set<String>, swiftc: String = "swiftc") -> [String: Bool] {
        // Module names only: anything else could not stand in the probe's source.
        let names = modules.filter(isModuleName).sorted()
        guard !names.isEmpty else { return [:] }
        let marker = "arch-check-can-import:"
        let source = names.map { "#if canImport(\($0))\n#warning(\"\(marker)\($0)\")\n#endif\n" }.joined()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "arch-check-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("probe.swift")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: file)
        } catch {
            return [:]
        }
        guard let run = try? CommandRun([swiftc, "-typecheck", file.path]), run.status == 0 else { return [:] }
        var found = Set<String>()
        for line in (run.errors + "\n" + run.outputText).split(separator: "\n") {
            guard let range = line.range(of: marker) else { continue }
            found.insert(String(line[range.upperBound...].prefix { $0 != "\"" && $0 != " " && $0 != "\n" }))
        }
        return Dictionary(uniqueKeysWithValues: names.map { ($0, found.contains($0)) })
    }

    /// Whether `name` is a module name or a dotted submodule path: letters, digits, `_` and `.`.
    private static func isModuleName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}
