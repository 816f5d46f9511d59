import Foundation

/// The rules of a package as it is, for `arch-check init`: one rule per target allowing what the
/// target imports and declares today, its own system modules included (a library that imports
/// Foundation only may not import XCTest after `init`, though a test target of the package does),
/// and optionally a layers contract from the order of the target graph. Checking the package with them finds only
/// what already breaks the manifest checks (an undeclared or unused dependency), which the caller
/// accepts in a baseline; the next new import then fails.
public enum RulesProposal {
    /// The modules that come with the toolchain or the platform.
    public static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_Volatile", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch", "Synchronization",
        "Observation", "RegexBuilder", "Distributed", "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic", "CRT",
        "ucrt", "WASILibc", "os",
        "Testing", "XCTest", "PackagePlugin", "CompilerPluginSupport",
    ]

    /// The proposed rules for `package`, whose targets' files are `scans` (keyed by target name).
    ///
    /// - Parameter layers: also propose a `layers` contract of the non-test targets, top first, each
    ///   target one layer above the highest it depends on.
    public static func rules(
        for package: PackageModel, scans: [String: [SourceFileScan]], layers: Bool = false
    ) -> ArchitectureRules {
        var targetRules: [TargetRule] = []
        for target in package.targets {
            let imports = (scans[target.name] ?? []).flatMap(\.imports).filter { $0.module != target.moduleName }
            let modules = Set(imports.map(\.module)).union(target.dependencies.flatMap(\.modules))
            let testable = Set(imports.filter(\.isTestable).map(\.module))
            let exposed = Set(
                imports.filter { $0.attributes.contains("_exported") || $0.accessLevel == "public" }.map(\.module))
            targetRules.append(
                TargetRule(
                    name: target.name,
                    targets: [target.name],
                    mayImport: modules.sorted(),
                    mayTestableImport: testable.isEmpty ? nil : testable.sorted(),
                    mayExposeImport: exposed.isEmpty ? nil : exposed.sorted()
                ))
        }
        return ArchitectureRules(
            moduleSets: nil,
            rules: targetRules,
            contracts: layers ? layersContract(for: package, scans: scans).map { [$0] } : nil
        )
    }

    /// The non-test targets in layers, top first: a target's layer is one above the highest layer of
    /// the package's targets it depends on or imports. `nil` when there are fewer than two layers.
    static func layersContract(for package: PackageModel, scans: [String: [SourceFileScan]]) -> Contract? {
        let targets = package.targets.filter { $0.kind != .test && $0.kind != .plugin }
        let byModule = Dictionary(targets.map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
        func dependencies(of target: PackageTarget) -> Set<String> {
            let modules = Set(target.dependencies.flatMap(\.modules))
                .union((scans[target.name] ?? []).flatMap(\.imports).map(\.module))
            return modules.filter { byModule[$0] != nil && $0 != target.moduleName }
        }
        var level: [String: Int] = [:]
        var visiting = Set<String>()
        func levelOf(_ module: String) -> Int {
            if let known = level[module] { return known }
            guard let target = byModule[module], visiting.insert(module).inserted else { return 0 }
            let value = (dependencies(of: target).map(levelOf).max() ?? -1) + 1
            visiting.remove(module)
            level[module] = value
            return value
        }
        for target in targets { _ = levelOf(target.moduleName) }
        let grouped = Dictionary(grouping: targets.map(\.moduleName)) { level[$0] ?? 0 }
        guard grouped.count > 1 else { return nil }
        return Contract(
            name: "layers (proposed by arch-check init)",
            kind: .layers,
            layers: grouped.keys.sorted(by: >).map { grouped[$0]!.sorted() }
        )
    }
}
