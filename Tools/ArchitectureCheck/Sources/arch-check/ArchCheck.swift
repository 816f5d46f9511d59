import ArchitectureCheckCore
import Foundation

/// The `arch-check` command: dispatches to a subcommand and turns errors into exit codes (1 for
/// violations, 2 for bad input).
@main
enum ArchCheck {
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let command = arguments.first.flatMap {
            ["check", "graph", "imports", "baseline", "explain", "init", "fix"].contains($0) ? $0 : nil
        }
        if command != nil { arguments.removeFirst() }
        do {
            let status: Int32
            switch command ?? "check" {
            case "graph": status = try await GraphCommand.run(arguments)
            case "imports": status = try ImportsCommand.run(arguments)
            case "baseline": status = try await CheckCommand.writeBaseline(arguments)
            case "explain": status = try await ExplainCommand.run(arguments)
            case "init": status = try await InitCommand.run(arguments)
            case "fix": status = try await FixCommand.run(arguments)
            default:
                if command == nil, arguments.contains("--version") {
                    Output.standard("arch-check 1.0.0\n")
                    status = 0
                } else if command == nil, arguments == ["--help"] || arguments == ["-h"] {
                    Output.standard(Usage.main + "\n")
                    status = 0
                } else {
                    status = try await CheckCommand.run(arguments)
                }
            }
            exit(status)
        } catch let error as ArchitectureCheckError {
            Output.error("arch-check: error: \(error)\n")
            if case .usage = error { Output.error("Run 'arch-check --help' for usage.\n") }
            exit(2)
        } catch {
            Output.error("arch-check: error: \(error)\n")
            exit(2)
        }
    }
}
