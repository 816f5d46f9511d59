import Foundation
import PackagePlugin

/// The package as `arch-check --package-model` reads it; the JSON shape of ArchitectureCheckCore's
/// `PackageModel`, which plugins cannot import. Shared by both plugins (the command plugin's copy is
/// a symbolic link to this file).
struct PluginPackageModel: Codable {
    struct Dependency: Codable {
        var kind: String
        var name: String
        var package: String?
        var modules: [String]
        /// The modules of the targets a product's targets depend on in their package.
        var reachableModules: [String]?
    }

    /// The shape of ArchitectureCheckCore's `CompilationFlags`.
    struct Flags: Codable {
        var defined: [String]
        var possible: [String]
    }

    struct Target: Codable {
        var name: String
        var moduleName: String
        var kind: String
        var path: String
        var sources: [String]
        var dependencies: [Dependency]
        var compilationFlags: Flags?
        /// The local package that declares the target, when it is not the model's own.
        var packageDirectory: String?
    }

    /// The shape of ArchitectureCheckCore's `DependencyProduct`.
    struct Product: Codable {
        var name: String
        var package: String
        var modules: [String]
    }

    var name: String
    var directory: String
    var targets: [Target]
    var localProducts: [Product]?

    /// The model of `package`, with the Swift files of the targets `withSourcesOf` accepts; with
    /// `localPackages`, also the targets and library products of the local packages it depends on in
    /// its repository, as the command line tool reads them (see its `PackageDescriber`).
    init(
        package: Package, localPackages: Bool = false,
        withSourcesOf includeSources: (any PackagePlugin.Target) -> Bool
    ) {
        let root = package.directoryURL.standardizedFileURL.path
        name = package.displayName
        directory = root
        targets = Self.targets(of: package, root: root, withSourcesOf: includeSources)
        guard localPackages else { return }
        var read: Set<String> = [root]
        var pending = package.dependencies.map(\.package)
        var products: [Product] = []
        while !pending.isEmpty {
            let local = pending.removeFirst()
            guard case .local = local.origin else { continue }
            let directory = local.directoryURL.standardizedFileURL.path
            guard read.insert(directory).inserted, RulesFileLocator.isPartOfProject(directory, of: root) else {
                continue
            }
            let taken = Set(targets.map(\.name))
            for var target in Self.targets(of: local, root: root, withSourcesOf: { _ in true })
            where !taken.contains(target.name) {
                target.packageDirectory = directory
                targets.append(target)
            }
            for case let library as LibraryProduct in local.products {
                let modules = library.targets.compactMap { $0.sourceModule?.moduleName }
                if !modules.isEmpty {
                    products.append(
                        Product(name: library.name, package: local.directoryURL.lastPathComponent, modules: modules))
                }
            }
            pending += local.dependencies.map(\.package)
        }
        targets.sort { $0.name < $1.name }
        localProducts = products.isEmpty ? nil : products
    }

    /// The targets of `package` that hold a source module, their paths relative to `root`.
    private static func targets(
        of package: Package, root: String, withSourcesOf includeSources: (any PackagePlugin.Target) -> Bool
    ) -> [Target] {
        package.targets.compactMap { target -> Target? in
            guard let module = target.sourceModule else { return nil }
            let directory = target.directoryURL.standardizedFileURL.path
            let path = RelativePath.of(directory, from: root)
            let sources =
                includeSources(target)
                ? module.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path }.sorted() : []
            return Target(
                name: target.name,
                moduleName: module.moduleName,
                kind: Self.kind(module.kind),
                path: path,
                sources: sources,
                dependencies: target.dependencies.compactMap(Self.dependency),
                // The flags SwiftPM evaluated for this platform; the package's traits are not among them.
                compilationFlags: (module as? SwiftSourceModuleTarget).map {
                    Flags(defined: $0.compilationConditions, possible: [])
                }
            )
        }
    }

    private static func kind(_ kind: ModuleKind) -> String {
        switch kind {
        case .executable: "executable"
        case .test: "test"
        case .macro: "macro"
        case .snippet: "snippet"
        default: "library"
        }
    }

    /// The dependency as the tool sees it; `nil` for plugins and other targets that hold no module.
    private static func dependency(_ dependency: TargetDependency) -> Dependency? {
        switch dependency {
        case .target(let target):
            guard target.sourceModule != nil else { return nil }
            return Dependency(
                kind: "target",
                name: target.name,
                modules: [target.sourceModule?.moduleName ?? target.name]
            )
        case .product(let product):
            // The command line maps a product it reads from the dependency's manifest the same way.
            guard
                let modules = ProductModules.modules(
                    ofTargetModules: product.targets.map { $0.sourceModule?.moduleName },
                    isExecutable: product is ExecutableProduct)
            else { return nil }
            return Dependency(
                kind: "product", name: product.name, modules: modules,
                reachableModules: reachableModules(of: product).filter { !modules.contains($0) }.sorted())
        @unknown default:
            return nil
        }
    }

    /// The source modules of the targets `product`'s targets depend on in their package, as SwiftPM
    /// counts a product's members (the command line reads its `product_memberships`).
    private static func reachableModules(of product: any PackagePlugin.Product) -> [String] {
        var seen = Set<String>()
        var pending = product.targets
        var modules: [String] = []
        while let target = pending.popLast() {
            guard seen.insert(target.id).inserted else { continue }
            if let module = target.sourceModule?.moduleName { modules.append(module) }
            for case .target(let next) in target.dependencies { pending.append(next) }
        }
        return modules
    }

    /// Writes the model as JSON to `url` unless the file already holds exactly that, so that its
    /// modification date changes only with the model and the build system reruns only what it must.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
