import ArchitectureCheckCore

/// `arch-check explain <from> <to>`: which rule allows or forbids a target to import a module, and why.
enum ExplainCommand {
    static func run(_ raw: [String]) async throws -> Int32 {
        let arguments = try ArgumentList(
            raw, options: PackageInput.options, flags: PackageInput.flags.union(["--help"]))
        if arguments.has("--help") {
            Output.standard(Usage.explain + "\n")
            return 0
        }
        guard arguments.positionals.count == 2 else {
            throw ArchitectureCheckError.usage(
                "explain takes a target and a module ('arch-check explain <from> <to>'), got \(arguments.positionals.count) argument\(arguments.positionals.count == 1 ? "" : "s")"
            )
        }
        let input = try PackageInput(arguments)
        let checker = ArchitectureChecker(rules: input.rules, package: input.package)
        let from = arguments.positionals[0]
        // The files of the targets `from` depends on, for what they re-export, as the check reads them.
        let dependencies = input.package.targets.first { $0.name == from || $0.moduleName == from }.map {
            CheckRunner.declaredTargetClosure(of: [$0], in: input.package)
        }
        let scans = try await CheckRunner.scan(dependencies ?? [])
        let explanation = try checker.explain(from: from, importing: arguments.positionals[1], scans: scans)
        Output.standard(explanation.render())
        return explanation.isAllowed ? 0 : 1
    }
}
