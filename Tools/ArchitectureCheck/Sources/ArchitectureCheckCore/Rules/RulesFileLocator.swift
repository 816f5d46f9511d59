import Foundation

/// Finds the rules file that governs a package: its own `architecture-rules.json`, or else that of
/// the package in the same git repository that depends on it through local packages
/// (`.package(path:)`, directly or through other local packages), so that a local package checked on
/// its own (by the build plugin applied in it) follows the rules of the repository's root package.
///
/// The repository is the nearest enclosing folder that holds `.git`; a package in none is governed by
/// its own rules file only. The search reads the manifests beside each rules file in the repository
/// (up to ``searchDepth`` folders deep, skipping hidden folders and `.build`) as text, following each
/// `path:` of a `.package(…)` call; the nearest such package wins. Shared by the command line tool
/// and the plugins (whose copy of this file is a symbolic link to it), which use only Foundation.
public enum RulesFileLocator {
    /// The rules file's name.
    public static let fileName = "architecture-rules.json"
    /// How many folders below the repository's root the search looks for rules files.
    static let searchDepth = 4

    /// The rules file for the package in `directory` (absolute): its own when it has one, else the
    /// governing one found in its repository, else `nil`.
    public static func rulesFile(forPackageAt directory: String) -> String? {
        let fileManager = FileManager.default
        let package = URL(fileURLWithPath: directory).standardizedFileURL.path
        let own = package + "/" + fileName
        if fileManager.fileExists(atPath: own) { return own }
        guard let repository = repositoryRoot(containing: package) else { return nil }
        let governing = rulesFiles(under: repository).filter { rules in
            let root = URL(fileURLWithPath: rules).deletingLastPathComponent().path
            return root != package && localPackages(reachableFrom: root).contains(package)
        }
        return governing.min { distance(from: package, to: $0) < distance(from: package, to: $1) }
    }

    /// Whether the local package in `local` is part of the project of the package in `root` (both
    /// absolute, standardized): both in the same git repository, or, when `root` is in none, `local` in
    /// none either and inside the folder that holds `root`. A package of another repository, or one
    /// that holds `root`, is another project's.
    public static func isPartOfProject(_ local: String, of root: String) -> Bool {
        guard !(root + "/").hasPrefix(local + "/") else { return false }
        let repository = repositoryRoot(containing: root)
        let localRepository = repositoryRoot(containing: local)
        if let repository { return localRepository == repository }
        let parent = URL(fileURLWithPath: root).deletingLastPathComponent().path
        return localRepository == nil && (local + "/").hasPrefix(parent + "/")
    }

    /// The nearest folder at or above `directory` that holds `.git`.
    static func repositoryRoot(containing directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
                return current.path
            }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { return nil }
            current = parent
        }
    }

    /// The rules files beside a manifest under `root`, at most ``searchDepth`` folders deep.
    private static func rulesFiles(under root: String) -> [String] {
        var found: [String] = []
        var frontier = [(path: root, depth: 0)]
        while let (folder, depth) = frontier.popLast() {
            let rules = folder + "/" + fileName
            if FileManager.default.fileExists(atPath: rules),
                FileManager.default.fileExists(atPath: folder + "/Package.swift")
            {
                found.append(rules)
            }
            guard depth < searchDepth,
                let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
            else { continue }
            for entry in entries where !entry.hasPrefix(".") && entry != "node_modules" {
                var isDirectory: ObjCBool = false
                let path = folder + "/" + entry
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    frontier.append((path, depth + 1))
                }
            }
        }
        return found.sorted()
    }

    /// The local packages the manifest in `root` reaches through `.package(path:)`, and theirs.
    static func localPackages(reachableFrom root: String) -> Set<String> {
        var reached = Set<String>()
        var pending = [root]
        while let package = pending.popLast() {
            guard let text = try? String(contentsOfFile: package + "/Package.swift", encoding: .utf8) else { continue }
            for path in declaredPaths(in: text) {
                let resolved = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: package + "/"))
                    .standardizedFileURL.path
                if reached.insert(resolved).inserted { pending.append(resolved) }
            }
        }
        return reached
    }

    /// The string literals given as `path:` inside the `.package(…)` calls of a manifest's text.
    public static func declaredPaths(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(manifest)
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            // The call's arguments: up to its closing parenthesis (a path holds none).
            let arguments = rest.prefix { $0 != ")" }
            guard let label = arguments.range(of: "path:") else { continue }
            let value = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard value.first == "\"" else { continue }
            let literal = value.dropFirst().prefix { $0 != "\"" }
            paths.append(String(literal))
        }
        return paths
    }

    /// How many folders apart `package` and the folder of `rules` are.
    private static func distance(from package: String, to rules: String) -> Int {
        let from = URL(fileURLWithPath: package).pathComponents
        let to = URL(fileURLWithPath: rules).deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        return (from.count - common) + (to.count - common)
    }
}
