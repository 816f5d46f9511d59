import Foundation
import Synchronization

/// Reads the products of a package's direct dependencies, local (`.package(path:)`) and remote (in
/// `.build/checkouts`), and the modules each carries: `swift package show-dependencies` gives each
/// dependency's directory, and `swift package dump-package` there its products and their targets. It
/// only reads manifests, so it resolves nothing and writes nothing into the dependency (each read uses a
/// temporary scratch folder).
///
/// A dependency whose manifest cannot be read contributes nothing, and its products keep the old
/// fallback of one module named after the product (see ``PackageDescriber``).
public enum DependencyProductReader {
    /// The products read so far in this process, by dependency directory, version and manifest date.
    private static let cache = Mutex<[String: [DependencyProduct]]>([:])

    /// The products of the direct dependencies of the package in `directory`, by product name; empty
    /// when SwiftPM cannot list the dependencies. The first dependency wins a name two of them share.
    /// - Parameters:
    ///   - swift: the `swift` executable.
    ///   - scratchPath: SwiftPM's scratch directory for the package, its default when `nil`.
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
        var byName: [String: DependencyProduct] = [:]
        for dependency in dependencies {
            for product in products(of: dependency, swift: swift) where byName[product.name] == nil {
                byName[product.name] = product
            }
        }
        return byName
    }

    /// The products of `dependency`, from the cache or its manifest; empty when it cannot be read.
    private static func products(of dependency: Dependency, swift: String) -> [DependencyProduct] {
        let manifest = dependency.path + "/Package.swift"
        let date =
            (try? FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date)
            .map { "\($0.timeIntervalSince1970)" } ?? ""
        let key = [dependency.path, dependency.version ?? "", date].joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[key] }) { return known }
        // A scratch folder of its own: the dependency's default one may be locked by a build of it
        // (a package that depends on a local checkout of a repository being built), and reading the
        // manifest needs none of it.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-dump-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard
            let run = try? CommandRun(
                [swift, "package", "--package-path", dependency.path, "--scratch-path", scratch, "dump-package"]),
            run.status == 0,
            let products = try? products(fromManifestDump: run.output, package: dependency.identity)
        else { return [] }
        cache.withLock { $0[key] = products }
        return products
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

    /// The products in the output of `swift package dump-package`, each with its targets' modules.
    static func products(fromManifestDump data: Data, package: String) throws -> [DependencyProduct] {
        struct Manifest: Decodable {
            struct Product: Decodable {
                var name: String
                var targets: [String]
            }
            var products: [Product]
        }
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        let manifest = try JSONDecoder().decode(Manifest.self, from: data[start...])
        return manifest.products.map { product in
            DependencyProduct(
                name: product.name, package: package, modules: product.targets.map(PackageTarget.c99Name))
        }
    }
}
