/// The unused-dependency check: a declared dependency whose modules no file of the target imports, in
/// a branch the build compiles. A dependency on an executable of the package only orders the build (a
/// test runs the built tool), so it is never unused, nor is one on a macro target, which the compiler
/// loads for `#externalMacro(module:type:)` without an import; the dependencies SwiftPM gives a
/// snippet or a plugin are not the user's to remove, so the checker does not run this check on those
/// targets.
///
/// A product counts as used when a file imports any module it brings: its targets' modules and those
/// of the targets they depend on in their package (swift-collections' `Collections` brings
/// `OrderedCollections`, which a file may import alone), as the compiler finds them.
///
/// A product counts as used, too, when a file imports a module named as the product: a product whose
/// target re-exports a module of that name (swift-service-context's `ServiceContextModule` product is
/// the target `ServiceContextModuleCompatibility`, holding `@_exported import ServiceContextModule`) is
/// how its users import that module.
///
/// Files without code (``CodeFreeSource``) are never imports waiting to be written: a target made of
/// them exists for its dependencies (swift-syntax's `SwiftSyntax-all`), and a dependency on a target
/// made of them puts a marker module in the build that dependents ask `canImport(…)` about
/// (swift-syntax's `SwiftSyntax509`): neither is an unused dependency.
enum UnusedDependencyCheck {
    /// The warnings for `checked`'s target, given every module its files import in active branches.
    /// - Parameter executables: the names of the package's executable targets.
    static func findings(of checked: CheckedTarget, importedModules: Set<String>, executables: Set<String>)
        -> [Diagnostic]
    {
        let candidates = checked.target.dependencies.filter { dependency in
            !dependency.importableModules.contains(where: importedModules.contains)
                && !(dependency.kind == .product && importedModules.contains(dependency.name))
                && !(dependency.kind == .target && executables.contains(dependency.name))
                && !(dependency.kind == .target
                    && checked.package.targets.contains { $0.name == dependency.name && $0.kind == .macro })
        }
        guard !candidates.isEmpty, !CodeFreeSource.holdNoCode(checked.target.sources) else { return [] }
        return candidates.compactMap { dependency in
            if dependency.kind == .target,
                let target = checked.package.targets.first(where: { $0.name == dependency.name }),
                CodeFreeSource.holdNoCode(target.sources)
            {
                return nil
            }
            let place = checked.place(dependency: dependency.name)
            let fix =
                place.inManifest
                ? ManifestFix(
                    change: .remove, target: checked.target.name, dependency: dependency.name,
                    package: dependency.kind == .product ? dependency.package : nil, manifestLocation: place.location,
                    manifest: checked.localManifest)
                : nil
            return .unusedDependency(
                dependency, of: checked.target, file: place.file, location: place.location, fix: fix)
        }
    }
}

extension Diagnostic {
    /// `target` declares `dependency` but imports none of its modules.
    static func unusedDependency(
        _ dependency: PackageDependency,
        of target: PackageTarget,
        file: String,
        location: SourceLocation,
        fix: ManifestFix? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity: DiagnosticCode.unusedDependency.severity,
            code: .unusedDependency,
            message:
                "target '\(target.name)' declares a dependency on '\(dependency.name)' but no file imports \(dependency.modules.map { "'\($0)'" }.joined(separator: " or ")): "
                + (fix?.summary ?? "remove it"),
            target: target.name,
            module: dependency.modules.first,
            file: file,
            location: location,
            fix: fix
        )
    }
}
