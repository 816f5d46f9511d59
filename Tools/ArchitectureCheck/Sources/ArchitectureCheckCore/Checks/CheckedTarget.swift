/// A target under check, with what every check of it needs: the rule that covers it, the forbidden
/// rules that apply to it, what the rule's placeholders stand for, and where its manifest entry is.
///
/// Modules are matched by every name they go by (`PackageModel.names(ofModule:)`), so a rule may name
/// a module of the package by its target name (`feed-web`) or its module name (`feed_web`).
struct CheckedTarget {
    /// The target.
    let target: PackageTarget
    /// The rule that covers the target.
    let rule: TargetRule
    /// The forbidden rules that apply to the target.
    let forbidden: [ForbiddenRule]
    /// What `$subject` and `$subjectDependencies` stand for.
    let patterns: PatternContext
    /// The modules the target declares as direct dependencies.
    let declaredModules: Set<String>
    /// All the rules, for matching patterns.
    let rules: ArchitectureRules
    /// The package the target belongs to.
    let package: PackageModel
    /// Locates the target's entries in the manifest that declares it.
    let manifests: PackageManifests
    /// The names each module of the package goes by.
    let moduleNames: ModuleNames

    /// The first forbidden rule that forbids the target to import `module` in `file` (an absolute
    /// path), or to depend on it when `file` is `nil`.
    func forbiddenRule(for module: String, inFile file: String? = nil) -> ForbiddenRule? {
        forbiddenRules(for: module, inFile: file).first
    }

    /// The forbidden rules that forbid the target to import `module` in `file` (an absolute path), or
    /// to depend on it when `file` is `nil`, in file order. A rule scoped to `files` applies only to
    /// the files they match.
    func forbiddenRules(for module: String, inFile file: String? = nil) -> [ForbiddenRule] {
        let names = moduleNames.names(ofModule: module)
        let relative = file.map { file in
            file.hasPrefix(package.directory + "/") ? String(file.dropFirst(package.directory.count + 1)) : file
        }
        return forbidden.filter { $0.applies(toFile: relative) && rules.matches($0.imports, anyOf: names) }
    }

    /// The `mayImport` entry (a name, glob, `@set` or placeholder) that allows `module`, and for a
    /// `@set`, the member pattern that matches; `nil` when nothing allows it.
    func mayImportEntry(for module: String) -> (entry: String, member: String?)? {
        let names = moduleNames.names(ofModule: module)
        for entry in rule.mayImport where rules.matches([entry], anyOf: names, context: patterns) {
            guard entry.hasPrefix("@") else { return (entry, nil) }
            let members = (try? rules.expand([entry])) ?? []
            let member = members.first { rules.matches([$0], anyOf: names, context: patterns) }
            return (entry, member)
        }
        return nil
    }

    /// Whether the rule's `mayImport` allows `module`.
    func mayImport(_ module: String) -> Bool {
        rules.matches(rule.mayImport, anyOf: moduleNames.names(ofModule: module), context: patterns)
    }

    /// Whether the rule's `mayTestableImport` allows `module`.
    func mayTestableImport(_ module: String) -> Bool {
        rules.matches(rule.mayTestableImport ?? [], anyOf: moduleNames.names(ofModule: module), context: patterns)
    }

    /// Whether the rule's `mayExposeImport` allows `module`.
    func mayExposeImport(_ module: String) -> Bool {
        rules.matches(rule.mayExposeImport ?? [], anyOf: moduleNames.names(ofModule: module))
    }

    /// The build configuration the target's `#if` branches are judged in, for undeclared and unused
    /// dependencies.
    let configuration: BuildConfiguration

    /// The manifest that declares the target, relative to the checked package, when it is a local
    /// package's; `nil` for the checked package's own (see ``ManifestFix/manifest``).
    var localManifest: String? {
        guard let directory = target.packageDirectory else { return nil }
        return RelativePath.of(directory + "/Package.swift", from: package.directory)
    }

    /// Where the manifest declares the target, or its dependency named `dependency`.
    func manifestLocation(dependency: String? = nil) -> SourceLocation {
        manifests.location(of: target, dependency: dependency)
    }

    /// Where a finding about the target's declaration, or its dependency named `dependency`, is
    /// reported (see `ManifestLocator.place(of:dependency:manifestPath:)`).
    func place(dependency: String? = nil) -> (file: String, location: SourceLocation, inManifest: Bool) {
        manifests.place(of: target, dependency: dependency)
    }
}
