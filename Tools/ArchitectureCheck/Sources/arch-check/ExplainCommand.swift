import ArchitectureCheckCore

/// `arch-check explain <from> <to>`: which rule allows or forbids a target to import a module, and why.
enum ExplainCommand {
    static func run(_ raw: [String]) throws -> Int32 {
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
        let explanation = try checker.explain(from: arguments.positionals[0], importing: arguments.positionals[1])
        Output.standard(explanation.render())
        return explanation.isAllowed ? 0 : 1
    }
}
