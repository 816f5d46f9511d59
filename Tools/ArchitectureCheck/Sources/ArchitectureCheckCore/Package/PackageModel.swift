/// The part of a Swift package the check needs: its targets, their Swift files and their declared
/// dependencies. The CLI builds it from `swift package describe`; the plugins from PackagePlugin's
/// context, which they pass to the tool as JSON.
public struct PackageModel: Sendable, Hashable, Codable {
    /// The package's name.
    public var name: String
    /// The package's root directory, absolute.
    public var directory: String
    /// The package's targets, and those of the local packages read with it (see
    /// ``PackageTarget/packageDirectory``).
    public var targets: [PackageTarget]
    /// The library products of the local packages read with it, so that a fix can name the product
    /// that holds a module of another package; `nil` when none were read.
    public var localProducts: [DependencyProduct]?

    /// Creates a model.
    public init(name: String, directory: String, targets: [PackageTarget], localProducts: [DependencyProduct]? = nil) {
        self.name = name
        self.directory = directory
        self.targets = targets
        self.localProducts = localProducts
    }

    /// The manifest's path.
    public var manifestPath: String { directory + "/Package.swift" }

    /// The directory of the package that declares `target`: this one, or the local package it comes from.
    public func directory(of target: PackageTarget) -> String {
        target.packageDirectory ?? directory
    }

    /// The path of the manifest that declares `target`.
    public func manifestPath(of target: PackageTarget) -> String {
        directory(of: target) + "/Package.swift"
    }

    /// The model with `flags` defined for every target whose flags are known: the conditions a build
    /// passes on its command line (`swift build -Xswiftc -DFLAG`), which no manifest says.
    public func defining(_ flags: [String]) -> PackageModel {
        var model = self
        for index in model.targets.indices {
            model.targets[index].compilationFlags?.defined += flags
        }
        return model
    }

    /// The directories of the local packages whose targets the model holds beside its own, sorted.
    public var localPackageDirectories: [String] {
        Set(targets.compactMap(\.packageDirectory)).sorted()
    }

    /// The target whose module is `moduleName`.
    public func target(module moduleName: String) -> PackageTarget? {
        targets.first { $0.moduleName == moduleName }
    }

    /// The module names of all targets of the package.
    public var moduleNames: Set<String> { Set(targets.map(\.moduleName)) }

    /// The names a rules file may call the module `moduleName` by: the module name itself and the
    /// name of each target of this package whose module it is (`feed_web` and `feed-web`). A module of
    /// another package has only its module name.
    public func names(ofModule moduleName: String) -> [String] {
        [moduleName] + targets.filter { $0.moduleName == moduleName && $0.name != moduleName }.map(\.name)
    }
}

/// `PackageModel.names(ofModule:)` for every module at once: the package's targets are read once, and
/// each lookup is a dictionary lookup instead of a pass over every target, which a check makes for
/// every import (at 1,000 targets and 120,000 imports, some 10^8 string comparisons).
struct ModuleNames: Sendable {
    /// The target names that differ from their module's name, by module name, in package order.
    private let otherNames: [String: [String]]

    /// The index of `package`'s targets.
    init(_ package: PackageModel) {
        otherNames = Dictionary(
            grouping: package.targets.filter { $0.name != $0.moduleName }, by: \.moduleName
        ).mapValues { $0.map(\.name) }
    }

    /// The names `moduleName` goes by, as `PackageModel.names(ofModule:)` gives them.
    func names(ofModule moduleName: String) -> [String] {
        [moduleName] + (otherNames[moduleName] ?? [])
    }
}
