/// The manifests of a model's packages, each with its ``ManifestLocator``: the checked package's and,
/// for a model that holds local packages' targets too, each local package's, so that a finding about
/// a target points at the manifest that declares it.
struct PackageManifests: Sendable {
    private let package: PackageModel
    private let root: ManifestLocator
    private let locals: [String: ManifestLocator]

    /// The manifests of `package`; `root` locates in the checked package's manifest (read from the
    /// package when `nil`).
    init(package: PackageModel, root: ManifestLocator? = nil) {
        self.package = package
        self.root = root ?? ManifestLocator(manifestPath: package.manifestPath)
        var locals: [String: ManifestLocator] = [:]
        for directory in package.localPackageDirectories {
            locals[directory] = ManifestLocator(manifestPath: directory + "/Package.swift")
        }
        self.locals = locals
    }

    /// The locator of the manifest that declares `target`.
    func locator(of target: PackageTarget) -> ManifestLocator {
        target.packageDirectory.flatMap { locals[$0] } ?? root
    }

    /// The checked package's own manifest locator.
    var rootLocator: ManifestLocator { root }

    /// Where the manifest declares `target`, or its dependency named `dependency`.
    func location(of target: PackageTarget, dependency: String? = nil) -> SourceLocation {
        locator(of: target).location(target: target.name, dependency: dependency)
    }

    /// Where a finding about `target`'s declaration, or its dependency named `dependency`, is reported
    /// (see `ManifestLocator.place(of:dependency:manifestPath:)`).
    func place(of target: PackageTarget, dependency: String? = nil)
        -> (file: String, location: SourceLocation, inManifest: Bool)
    {
        locator(of: target).place(of: target, dependency: dependency, manifestPath: package.manifestPath(of: target))
    }
}
