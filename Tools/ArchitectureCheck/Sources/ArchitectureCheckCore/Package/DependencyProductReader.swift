import Foundation

/// Reads the products of a package's direct dependencies, local (`.package(path:)`) and remote (checked
/// out in the scratch folder's `checkouts`), and the modules each stands for: the package's own
/// description and `Package.resolved` give each dependency's directory and resolved version (`swift
/// package show-dependencies` does when a remote one is not checked out yet), and `swift package
/// describe` there its products, their targets and the targets' module names and types, which
/// ``ProductModules`` maps as the plugins map PackagePlugin's products. Describing a package reads its
/// manifest only: it resolves nothing, and writes nothing into the dependency (each read uses a
/// temporary scratch folder).
///
/// What it reads is kept per dependency directory and version in a ``DependencyProductCache`` in the
/// package's scratch folder, so that a run describes only the dependencies that changed since the last.
/// A dependency whose manifest cannot be read contributes nothing, and its products keep the fallback
/// of one module named after the product (see ``PackageDescriber``).
public enum DependencyProductReader {
    /// The products of the direct dependencies of the package in `directory`, by product name; empty
    /// when SwiftPM cannot list the dependencies. The first dependency wins a name two of them share.
    /// - Parameters:
    ///   - description: the package's `swift package describe --type json`, when the caller has it:
    ///     it places each dependency (see ``dependencies(fromDescription:packageDirectory:scratchPath:)``)
    ///     without running `swift package show-dependencies`, unless a remote one is not checked out.
    ///   - swift: the `swift` executable.
    ///   - scratchPath: SwiftPM's scratch directory for the package (for `rootDirectory`'s package when
    ///     that is given), its default (`.build`) when `nil`; the cache lives in its `arch-check` folder.
    ///   - rootDirectory: the package that resolved the dependencies, when `directory` is a local
    ///     package read as part of it: its `Package.resolved` and scratch folder place them, and a
    ///     `show-dependencies` the placement needs runs in a temporary scratch folder, so that the
    ///     root's stays as SwiftPM left it.
    ///   - unread: called with a sentence for each thing that could not be read: the list of
    ///     dependencies, or one dependency's manifest.
    public static func products(
        ofDependenciesOf directory: String, description: Data? = nil, swift: String = "swift",
        scratchPath: String? = nil, rootDirectory: String? = nil, unread: (String) -> Void = { _ in }
    ) -> [String: DependencyProduct] {
        let resolving = rootDirectory ?? directory
        let listed =
            description.flatMap {
                dependencies(
                    fromDescription: $0, packageDirectory: directory, scratchPath: scratchPath,
                    resolvedIn: resolving)
            }
            ?? shownDependencies(
                of: directory, swift: swift,
                scratchPath: rootDirectory == nil ? scratchPath ?? directory + "/.build" : nil)
        guard let dependencies = listed else {
            unread("cannot list the package's dependencies with `swift package show-dependencies`")
            return [:]
        }
        var cache = DependencyProductCache(path: cachePath(packageDirectory: resolving, scratchPath: scratchPath))
        defer { cache.save() }
        var byName: [String: DependencyProduct] = [:]
        for dependency in dependencies {
            let stamp = DependencyProductCache.stamp(ofDependencyAt: dependency.path, version: dependency.version)
            let products: [DependencyProduct]
            if let known = cache.products(at: dependency.path, stamp: stamp) {
                products = known
            } else if let read = read(dependency, swift: swift) {
                products = read
                cache.store(read, at: dependency.path, stamp: stamp)
            } else {
                unread("cannot read the manifest of the dependency '\(dependency.identity)' at \(dependency.path)")
                continue
            }
            for product in products where byName[product.name] == nil {
                byName[product.name] = product
            }
        }
        return byName
    }

    /// The direct dependencies as `swift package show-dependencies` lists them (it resolves the
    /// package first if it must); `nil` when it fails.
    /// - Parameter scratchPath: the package's scratch folder; a temporary one when `nil`.
    private static func shownDependencies(of directory: String, swift: String, scratchPath: String?) -> [Dependency]? {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-show-\(UUID())").path
        defer { if scratchPath == nil { try? FileManager.default.removeItem(atPath: temporary) } }
        let scratch = ["--scratch-path", scratchPath ?? temporary]
        guard
            let run = try? CommandRun.readOnlySwiftPackageManager(
                [swift, "package", "--package-path", directory] + scratch + ["show-dependencies", "--format", "json"]),
            run.status == 0
        else { return nil }
        return try? dependencies(fromShowDependencies: run.output)
    }

    /// The direct dependencies the package's description declares, each where it lives: a local one at
    /// its path, a remote one in the scratch folder's `checkouts` (named after the last component of its
    /// URL), at the version or revision `Package.resolved` pins. `nil` when one of them cannot be placed
    /// so (a remote one not checked out yet, a registry package): SwiftPM must resolve them.
    /// - Parameter resolvedIn: the package whose resolution holds the remote ones (its `Package.resolved`,
    ///   and its scratch folder when `scratchPath` is `nil`): `packageDirectory` when `nil`.
    static func dependencies(
        fromDescription data: Data, packageDirectory: String, scratchPath: String?, resolvedIn: String? = nil
    ) -> [Dependency]? {
        struct Root: Decodable {
            struct Declared: Decodable {
                var identity: String
                var type: String
                var path: String?
                var url: String?
            }
            var dependencies: [Declared]?
        }
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        guard let root = try? JSONDecoder().decode(Root.self, from: data[start...]) else { return nil }
        let resolving = resolvedIn ?? packageDirectory
        let checkouts = (scratchPath ?? resolving + "/.build") + "/checkouts/"
        let pins = pinnedVersions(packageDirectory: resolving)
        var dependencies: [Dependency] = []
        for declared in root.dependencies ?? [] {
            switch (declared.type, declared.path, declared.url) {
            case ("fileSystem", let path?, _):
                dependencies.append(Dependency(identity: declared.identity, path: path, version: "unspecified"))
            case ("sourceControl", _, let url?):
                var name = Substring(url)
                while name.hasSuffix("/") { name = name.dropLast() }
                name = name.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? name
                if name.hasSuffix(".git") { name = name.dropLast(4) }
                let path = checkouts + name
                guard name.lowercased() == declared.identity,
                    FileManager.default.fileExists(atPath: path + "/Package.swift")
                else { return nil }
                dependencies.append(
                    Dependency(identity: declared.identity, path: path, version: pins[declared.identity]))
            default:
                return nil
            }
        }
        return dependencies
    }

    /// The local (`.package(path:)`) dependencies the package's description declares, each with its
    /// identity and path as SwiftPM resolved it; `nil` when the description cannot be read.
    static func localDependencies(fromDescription data: Data) -> [Dependency]? {
        struct Root: Decodable {
            struct Declared: Decodable {
                var identity: String
                var type: String
                var path: String?
            }
            var dependencies: [Declared]?
        }
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        guard let root = try? JSONDecoder().decode(Root.self, from: data[start...]) else { return nil }
        return (root.dependencies ?? []).compactMap { declared in
            guard declared.type == "fileSystem", let path = declared.path else { return nil }
            return Dependency(identity: declared.identity, path: path, version: nil)
        }
    }

    /// The version (or else the revision) `Package.resolved` pins each remote dependency at, by identity.
    private static func pinnedVersions(packageDirectory: String) -> [String: String] {
        struct Resolved: Decodable {
            struct Pin: Decodable {
                struct State: Decodable {
                    var version: String?
                    var revision: String?
                    var branch: String?
                }
                var identity: String
                var state: State
            }
            var pins: [Pin]
        }
        guard let data = FileManager.default.contents(atPath: packageDirectory + "/Package.resolved"),
            let resolved = try? JSONDecoder().decode(Resolved.self, from: data)
        else { return [:] }
        return Dictionary(
            resolved.pins.map { pin in
                let state = [pin.state.version, pin.state.branch, pin.state.revision].compactMap { $0 }
                return (pin.identity, state.joined(separator: " "))
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The cache file of the package in `packageDirectory`: `arch-check/dependency-products.json` in
    /// its scratch folder.
    public static func cachePath(packageDirectory: String, scratchPath: String? = nil) -> String {
        (scratchPath ?? packageDirectory + "/.build") + "/arch-check/dependency-products.json"
    }

    /// The products of `dependency`, from its manifest; `nil` when it cannot be read.
    private static func read(_ dependency: Dependency, swift: String) -> [DependencyProduct]? {
        // A scratch folder of its own: the dependency's default one may be locked by a build of it
        // (a package that depends on a local checkout of a repository being built), and reading the
        // manifest needs none of it.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-describe-\(UUID())")
            .path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard
            let run = try? CommandRun.readOnlySwiftPackageManager(
                [swift, "package", "--package-path", dependency.path, "--scratch-path", scratch]
                    + ["describe", "--type", "json"]),
            run.status == 0
        else { return nil }
        return try? products(fromDescription: run.output, package: dependency.identity)
    }

    /// A direct dependency as `swift package show-dependencies --format json` lists it.
    struct Dependency: Decodable, Equatable {
        var identity: String
        var path: String
        var version: String?
    }

    /// The direct dependencies in the output of `swift package show-dependencies --format json`.
    static func dependencies(fromShowDependencies data: Data) throws -> [Dependency] {
        struct Root: Decodable { var dependencies: [Dependency] }
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        return try JSONDecoder().decode(Root.self, from: data[start...]).dependencies
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The products in the output of `swift package describe --type json` run in the dependency
    /// `package`, each with the modules it stands for.
    public static func products(fromDescription data: Data, package: String) throws -> [DependencyProduct] {
        struct Description: Decodable {
            struct Product: Decodable {
                var name: String
                var targets: [String]
                /// `{"library": ["automatic"]}`, `{"executable": null}`, `{"plugin": null}`, ...
                var type: [String: [String]?]?
            }
            struct Target: Decodable {
                var name: String
                var c99name: String?
                var module_type: String?
                var product_memberships: [String]?
            }
            var products: [Product]
            var targets: [Target]
        }
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        let description = try JSONDecoder().decode(Description.self, from: data[start...])
        let targets = Dictionary(description.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return description.products.map { product in
            // PackagePlugin's `sourceModule`: every target but system libraries, binaries and plugins.
            let targetModules = product.targets.map { name -> String? in
                guard let target = targets[name], !notSourceModules.contains(target.module_type ?? "") else {
                    return nil
                }
                return target.c99name ?? PackageTarget.c99Name(name)
            }
            let modules =
                ProductModules.modules(
                    ofTargetModules: targetModules, isExecutable: product.type?.keys.contains("executable") ?? false)
                ?? []
            let reachable = description.targets.filter { target in
                !modules.isEmpty && target.product_memberships?.contains(product.name) == true
                    && !notSourceModules.contains(target.module_type ?? "")
            }.map { $0.c99name ?? PackageTarget.c99Name($0.name) }.filter { !modules.contains($0) }
            return DependencyProduct(
                name: product.name, package: package, modules: modules, reachableModules: reachable.sorted())
        }
    }

    /// The module types of `swift package describe` that hold no source module.
    private static let notSourceModules: Set<String> = ["SystemLibraryTarget", "BinaryTarget", "PluginTarget"]
}
