import ArchitectureCheckCore
import Foundation

/// `arch-check fix`: adds the dependencies the check finds undeclared to Package.swift (through
/// `swift package add-target-dependency`), and prints the unused ones, removing them only with
/// `--remove-unused`. `--dry-run` prints what it would change and changes nothing.
enum FixCommand {
    static func run(_ raw: [String]) async throws -> Int32 {
        guard
            let arguments = try ArgumentList.forCommand(
                raw, options: ["--package-path", "--rules", "--define"],
                flags: PackageInput.flags.union(["--dry-run", "--remove-unused"]), help: Usage.fix)
        else { return 0 }
        let input = try PackageInput(arguments)
        let result = try await CheckRunner.run(package: input.package, rules: input.rules)
        let fixes = ManifestFixer.fixes(in: result.diagnostics)
        guard !fixes.isEmpty else {
            Output.standard("arch-check: nothing to fix in Package.swift\n")
            return 0
        }
        let dryRun = arguments.has("--dry-run")
        let outcomes = try ManifestFixer(packageDirectory: input.package.directory)
            .apply(fixes, removingUnused: arguments.has("--remove-unused"), dryRun: dryRun)
        var failed = false
        for outcome in outcomes {
            let fix = outcome.fix
            let sign = fix.change == .add ? "+" : "-"
            let line =
                "\(sign) \(fix.spelling) in the dependencies of target '\(fix.target)' (\(fix.manifestName):\(fix.manifestLocation.line))"
            if outcome.applied {
                Output.standard("\(fix.change == .add ? "added" : "removed"): \(line)\n")
            } else {
                Output.standard(
                    "\(dryRun ? "would change" : "not changed"): \(line)\(dryRun ? "" : ": \(outcome.reason ?? "")")\n")
                failed = failed || (fix.change == .add && !dryRun)
            }
        }
        return failed ? 1 : 0
    }
}
