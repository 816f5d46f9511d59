import Foundation

/// Builds a `PackageModel` from `swift package describe --type json`.
public enum PackageDescriber {
    /// What a command says before it runs SwiftPM, which can take a minute on a package's first run
    /// (it resolves and reads every manifest) and prints nothing meanwhile.
    public static let progressNote =
        "arch-check: still reading the package with `swift package describe` (a first run resolves and reads every manifest, which can take a minute)…"

    /// Runs `swift package describe` in `directory` and converts its output; with `localPackages`,
    /// also in every local package it depends on (`.package(path:)`, and theirs in turn), whose targets
    /// join the model with their ``PackageTarget/packageDirectory`` set, so that one check covers the
    /// repository the package is made of.
    /// - Parameters:
    ///   - swift: the `swift` executable; `SWIFT_EXEC`'s directory or the `PATH` when `nil`.
    ///   - scratchPath: SwiftPM's scratch directory for the package, its default when `nil`.
    ///   - localPackages: whether to read the local packages too: those of the package's project
    ///     (``RulesFileLocator/isPartOfProject(_:of:)``: the same git repository, or, outside any, the
    ///     folder that holds the package). A local package of another repository is another
    ///     project's, and one that holds this one (a path to an enclosing folder) is not read either:
    ///     this package is part of it, not the reverse.
    ///   - announce: called with ``progressNote`` once, right before SwiftPM starts (the command line
    ///     tool writes it on standard error), so that a long first run does not look stuck.
    ///   - note: called with a line for each dependency whose products could not be read (the command
    ///     line tool writes it on standard error): those products fall back to one module each.
    ///
    /// Each product dependency stands for the modules of the product's targets, which
    /// ``DependencyProductReader`` reads from the dependency's manifest (or its cache in the scratch
    /// folder), mapped by ``ProductModules`` as the plugins map them.
    public static func describe(
        packageAt directory: String, swift: String? = nil, scratchPath: String? = nil, localPackages: Bool = true,
        announce: (String) -> Void = { _ in }, note: (String) -> Void = { _ in }
    ) throws -> PackageModel {
        announce(progressNote)
        let swift = swift ?? "swift"
        let root = try read(packageAt: directory, swift: swift, scratchPath: scratchPath, root: nil, note: note)
        guard localPackages else { return root.model }
        var model = root.model
        var products: [DependencyProduct] = []
        var read: Set<String> = [model.directory]
        var pending = root.localDependencies
        while !pending.isEmpty {
            let local = pending.removeFirst()
            guard read.insert(local.path).inserted else { continue }
            guard !(model.directory + "/").hasPrefix(local.path + "/") else {
                note(
                    "arch-check: note: the local package at \(local.path) holds this package; it is not checked with it"
                )
                continue
            }
            guard RulesFileLocator.isPartOfProject(local.path, of: model.directory) else {
                note(
                    "arch-check: note: the local package at \(local.path) lies outside this package's repository; "
                        + "it is not checked with this package")
                continue
            }
            let package: Read
            do {
                package = try Self.read(
                    packageAt: local.path, swift: swift, scratchPath: scratchPath, root: model.directory, note: note)
            } catch {
                note("arch-check: note: cannot read the local package at \(local.path), which is not checked: \(error)")
                continue
            }
            let taken = Set(model.targets.map(\.name))
            for var target in package.model.targets {
                guard !taken.contains(target.name) else {
                    note(
                        "arch-check: note: target '\(target.name)' of the local package at \(local.path) has the name of "
                            + "a target read before it; it is checked only with its own package")
                    continue
                }
                target.packageDirectory = package.model.directory
                target.path = RelativePath.of(package.model.directory + "/" + target.path, from: model.directory)
                model.targets.append(target)
            }
            products += package.products.map { product in
                // Named as a manifest spells a local package: after its folder.
                DependencyProduct(
                    name: product.name, package: URL(fileURLWithPath: local.path).lastPathComponent,
                    modules: product.modules, reachableModules: product.reachableModules)
            }
            pending += package.localDependencies
        }
        model.targets.sort { $0.name < $1.name }
        model.localProducts = products.isEmpty ? nil : products.filter { !$0.modules.isEmpty }
        return model
    }

    /// One package as ``describe(packageAt:swift:scratchPath:localPackages:announce:note:)`` reads it.
    private struct Read {
        var model: PackageModel
        /// The package's own products, each with its modules.
        var products: [DependencyProduct]
        /// The local packages it depends on, by absolute path and identity.
        var localDependencies: [(path: String, identity: String)]
    }

    /// Reads the package in `directory`; `root` is the package it is read as part of, whose scratch
    /// folder (`scratchPath`) is then left alone: SwiftPM reads this one in a temporary folder.
    private static func read(
        packageAt directory: String, swift: String, scratchPath: String?, root: String?, note: (String) -> Void
    ) throws -> Read {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-local-\(UUID())").path
        defer { if root != nil { try? FileManager.default.removeItem(atPath: temporary) } }
        let ownScratch = root == nil ? scratchPath : temporary
        let run: CommandRun
        let scratch = ownScratch.map { ["--scratch-path", $0] } ?? []
        do {
            run = try CommandRun.readOnlySwiftPackageManager(
                [swift, "package", "--package-path", directory] + scratch + ["describe", "--type", "json"])
        } catch {
            throw ArchitectureCheckError.invalidPackage(
                "cannot run 'swift package describe': \(error.localizedDescription)")
        }
        guard run.status == 0 else {
            throw ArchitectureCheckError.invalidPackage(
                "'swift package describe' failed with status \(run.status): \(run.errors)")
        }
        let data = run.output
        // Only a package with product dependencies needs its dependencies' manifests.
        let products =
            data.range(of: Data("product_dependencies".utf8)) == nil
            ? [:]
            : DependencyProductReader.products(
                ofDependenciesOf: directory, description: data, swift: swift, scratchPath: scratchPath,
                rootDirectory: root,
                unread: {
                    note(
                        "arch-check: note: \($0); a product of it stands for one module named after the product, "
                            + "and an unused-dependency finding about it may be wrong")
                })
        var model = try model(fromDescription: data, directory: directory, products: products)
        if let flags = CompilationFlagsReader.flags(ofPackageAt: directory, swift: swift, scratchPath: ownScratch) {
            for index in model.targets.indices {
                model.targets[index].compilationFlags = flags[model.targets[index].name]
            }
        } else {
            note(
                "arch-check: note: cannot read the package's compilation flags with `swift package dump-package`; "
                    + "a branch of an `#if` on a flag counts as if the flag may be defined")
        }
        let own = (try? DependencyProductReader.products(fromDescription: data, package: "")) ?? []
        let locals = (DependencyProductReader.localDependencies(fromDescription: data) ?? []).map {
            (path: URL(fileURLWithPath: $0.path).standardizedFileURL.path, identity: $0.identity)
        }
        return Read(model: model, products: own, localDependencies: locals)
    }

    /// Converts the JSON that `swift package describe --type json` prints.
    /// - Parameter products: the products of the package's dependencies, by name: a product dependency
    ///   found there stands for its modules.
    public static func model(
        fromDescription data: Data, directory: String, products: [String: DependencyProduct] = [:]
    ) throws -> PackageModel {
        let description: Description
        do {
            // The JSON may follow progress lines on the same stream; start at the first `{`.
            let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
            description = try JSONDecoder().decode(Description.self, from: data[start...])
        } catch {
            throw ArchitectureCheckError.invalidPackage("unexpected 'swift package describe' output: \(error)")
        }
        let root = URL(fileURLWithPath: description.path ?? directory).standardizedFileURL.path
        let modulesByTarget = Dictionary(
            description.targets.map { ($0.name, $0.c99name ?? PackageTarget.c99Name($0.name)) },
            uniquingKeysWith: { first, _ in first }
        )
        // A plugin usage shows up among a target's dependencies; it is no import.
        let pluginTargets = Set(description.targets.filter { $0.module_type == "PluginTarget" }.map(\.name))
        let targets = description.targets.compactMap { target -> PackageTarget? in
            let kind = kind(of: target)
            guard let kind else { return nil }
            let targetDirectory = target.path.hasPrefix("/") ? target.path : root + "/" + target.path
            let relativePath =
                target.path.hasPrefix(root + "/") ? String(target.path.dropFirst(root.count + 1)) : target.path
            let sources = (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { targetDirectory + "/" + $0 }
            let dependencies =
                (target.target_dependencies ?? []).filter { !pluginTargets.contains($0) }.map { name in
                    PackageDependency(
                        kind: .target, name: name, modules: [modulesByTarget[name] ?? PackageTarget.c99Name(name)])
                }
                + (target.product_dependencies ?? []).compactMap { name in
                    guard let product = products[name] else {
                        // The dependency's manifest could not be read: fall back to one module named
                        // after the product, right for the common one-module product.
                        guard !knownPluginProducts.contains(name) else { return nil }
                        return PackageDependency(kind: .product, name: name, modules: [PackageTarget.c99Name(name)])
                    }
                    // A product that stands for no module (a plugin, an executable) is no module dependency, as in
                    // the plugins' model.
                    guard !product.modules.isEmpty else { return nil }
                    // The package stays unnamed, as the plugin leaves it: a fix removes only a product
                    // spelled as a plain string, and a manifest may spell the package otherwise.
                    return PackageDependency(
                        kind: .product, name: name, modules: product.modules, reachableModules: product.reachableModules
                    )
                }
            return PackageTarget(
                name: target.name,
                moduleName: target.c99name,
                kind: kind,
                path: relativePath,
                sources: sources.sorted(),
                dependencies: dependencies
            )
        }
        return PackageModel(name: description.name, directory: root, targets: targets.sorted { $0.name < $1.name })
    }

    /// Plugin products that `swift package describe` lists among product dependencies, which it does
    /// not tell apart from libraries: this tool's own, left out when their package's manifest cannot be
    /// read. (A manifest that can be read says which products are plugins.)
    public static let knownPluginProducts: Set<String> = ["ArchitectureCheckPlugin", "ArchitectureCheckCommand"]

    /// The kind of a described target; `nil` for targets that hold no Swift module of their own.
    private static func kind(of target: Description.Target) -> TargetKind? {
        switch target.module_type {
        case "SystemLibraryTarget", "BinaryTarget": return nil
        case "PluginTarget": return .plugin
        default: break
        }
        let kind = TargetKind(rawValue: target.type)
        return kind.isKnown ? kind : .library
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The fields of `swift package describe --type json` that the model needs.
    private struct Description: Decodable {
        struct Target: Decodable {
            var name: String
            var c99name: String?
            var type: String
            var module_type: String?
            var path: String
            var sources: [String]?
            var target_dependencies: [String]?
            var product_dependencies: [String]?
        }

        var name: String
        var path: String?
        var targets: [Target]
    }
}
