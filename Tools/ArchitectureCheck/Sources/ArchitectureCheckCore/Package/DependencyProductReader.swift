import Foundation

/// Reads the products of a package's direct dependencies, local (`.package(path:)`) and remote (checked
/// out in the scratch folder's `checkouts`), and the modules each stands for: `swift package
/// show-dependencies` gives each dependency's directory and resolved version, and `swift package
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
    ///   - swift: the `swift` executable.
    ///   - scratchPath: SwiftPM's scratch directory for the package, its default (`.build`) when `nil`;
    ///     the cache lives in its `arch-check` folder.
    public static func products(
        ofDependenciesOf directory: String, swift: String = "swift", scratchPath: String? = nil
    ) -> [String: DependencyProduct] {
        let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
        guard
            let run = try? CommandRun(
                [swift, "package", "--package-path", directory] + scratch
                    + ["show-dependencies", "--format", "json"]),
            run.status == 0,
            let dependencies = try? dependencies(fromShowDependencies: run.output)
        else { return [:] }
        var cache = DependencyProductCache(path: cachePath(packageDirectory: directory, scratchPath: scratchPath))
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
                continue
            }
            for product in products where byName[product.name] == nil {
                byName[product.name] = product
            }
        }
        return byName
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
            let run = try? CommandRun(
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
            return DependencyProduct(
                name: product.name, package: package,
                modules: ProductModules.modules(
                    ofTargetModules: targetModules, isExecutable: product.type?.keys.contains("executable") ?? false)
                    ?? [])
        }
    }

    /// The module types of `swift package describe` that hold no source module.
    private static let notSourceModules: Set<String> = ["SystemLibraryTarget", "BinaryTarget", "PluginTarget"]
}
