import Foundation

/// The targets a set of changed files affects: the targets that hold a changed file, and every
/// target that depends on one of them, directly or through others (a product of a local package
/// too). A change to a file that decides every target's findings (the manifest or a local package's,
/// the rules, the baseline) affects them all.
public struct AffectedTargets: Sendable, Equatable {
    /// The affected targets' names, or `nil` when every target is affected.
    public let names: Set<String>?
    /// The changed files that put every target in play (empty unless `names` is `nil`).
    public let reasons: [String]

    /// The targets of `package` that `changedFiles` (absolute paths) affect.
    /// - Parameter wholePackageFiles: files whose change affects every target, besides the
    ///   package's manifests (`Package.swift`, `Package@swift-*.swift`).
    public init(package: PackageModel, changedFiles: [String], wholePackageFiles: [String]) {
        let root = package.directory.hasSuffix("/") ? String(package.directory.dropLast()) : package.directory
        let everything = Set(wholePackageFiles)
        let packageRoots = [root] + package.localPackageDirectories
        reasons = changedFiles.filter { path in
            everything.contains(path) || packageRoots.contains { AffectedTargets.isManifest(path, packageRoot: $0) }
        }
        guard reasons.isEmpty else {
            names = nil
            return
        }
        var affected = Set<String>()
        for target in package.targets {
            // A local package's target lies at `../Feature/Sources/Kit` from the root.
            let directory = URL(fileURLWithPath: root + "/" + target.path).standardizedFileURL.path + "/"
            let sources = Set(target.sources)
            if changedFiles.contains(where: { $0.hasPrefix(directory) || sources.contains($0) }) {
                affected.insert(target.name)
            }
        }
        names = AffectedTargets.withDependents(of: affected, in: package)
    }

    /// `names` and every target that depends on one of them through declared dependencies: on a
    /// target, or on a product of a local package whose modules the model holds.
    static func withDependents(of names: Set<String>, in package: PackageModel) -> Set<String> {
        var dependents: [String: [String]] = [:]
        for target in package.targets {
            for dependency in target.dependencies {
                for module in dependency.modules {
                    guard let used = package.target(module: module) else { continue }
                    dependents[used.name, default: []].append(target.name)
                }
            }
        }
        var result = names
        var queue = Array(names)
        while let name = queue.popLast() {
            for dependent in dependents[name] ?? [] where result.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return result
    }

    private static func isManifest(_ path: String, packageRoot: String) -> Bool {
        guard path.hasPrefix(packageRoot + "/") else { return false }
        let name = path.dropFirst(packageRoot.count + 1)
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }
}
