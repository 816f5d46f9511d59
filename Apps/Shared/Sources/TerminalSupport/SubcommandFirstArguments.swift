import ArgumentParser

/// Lets a user write a subcommand's options before the subcommand's name, as `git -C dir status` or
/// `swift build -c release` users do: `feed --lang el comments <id>` runs as `feed comments --lang el <id>`.
///
/// swift-argument-parser reads the options before a subcommand's name as the root command's, and the
/// root command here has none of its own (every option belongs to the subcommands, which share them
/// through option groups), so it refuses them. Arguments that parse as written are left alone; others
/// are tried with one of the root command's subcommand names moved to the front, and the first order
/// that parses wins. When none does, the arguments are left as written, so that the error the user
/// sees is about what they wrote.
public enum SubcommandFirstArguments {
    /// `arguments` (without the executable's name) in an order `command` parses, if moving a
    /// subcommand's name to the front gives one; else `arguments` unchanged.
    public static func reordered(_ arguments: [String], for command: any ParsableCommand.Type) -> [String] {
        guard !parses(arguments, command) else { return arguments }
        let names = Set(
            command.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases })
        for (index, argument) in arguments.enumerated() where index > 0 {
            if argument == "--" { break }
            guard names.contains(argument) else { continue }
            var candidate = arguments
            candidate.remove(at: index)
            candidate.insert(argument, at: 0)
            if parses(candidate, command) { return candidate }
        }
        return arguments
    }

    private static func parses(_ arguments: [String], _ command: any ParsableCommand.Type) -> Bool {
        (try? command.parseAsRoot(arguments)) != nil
    }
}

extension AsyncParsableCommand {
    /// Runs the command as `main()` does, with its options accepted before the subcommand's name too
    /// (see ``SubcommandFirstArguments``). An app's `@main` type calls it from its own `main()`.
    public static func mainAcceptingOptionsBeforeSubcommand() async {
        await main(SubcommandFirstArguments.reordered(Array(CommandLine.arguments.dropFirst()), for: self))
    }
}
