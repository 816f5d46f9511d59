import ArgumentParser

/// Lets a user write a subcommand's options before the subcommand's name, as `git -C dir status` or
/// `swift build -c release` users do: `feed --lang el comments <id>` runs as `feed comments --lang el <id>`.
///
/// swift-argument-parser reads the options before a subcommand's name as the root command's, and the
/// root command here has none of its own (every option belongs to the subcommands, which share them
/// through option groups), so it refuses them. Arguments that parse as written are left alone; others
/// are tried with one of the root command's subcommand names moved to the front, and the first order
/// that parses wins. When none does, the subcommand's name is still moved to the front when nothing
/// but options and their values come before it (it is then no option's value), so that the error the
/// user sees is the subcommand's own, the one the same mistake gets with the name written first
/// (`feed --lang el comments not-a-uuid` blames `<image-id>`, not the default subcommand). Otherwise
/// the arguments are left as written.
public enum SubcommandFirstArguments {
    /// `arguments` (without the executable's name) in an order `command` parses, if moving a
    /// subcommand's name to the front gives one; else with the subcommand's name the user meant moved
    /// to the front, if there is one; else `arguments` unchanged.
    public static func reordered(_ arguments: [String], for command: any ParsableCommand.Type) -> [String] {
        guard !parses(arguments, command) else { return arguments }
        let candidates = subcommandNames(in: arguments, for: command)
        for (index, _) in candidates {
            let candidate = movingToTheFront(index, of: arguments)
            if parses(candidate, command) { return candidate }
        }
        for (index, subcommand) in candidates
        where SubcommandOptionValues(of: subcommand).areOptionsWithTheirValues(arguments[..<index]) {
            return movingToTheFront(index, of: arguments)
        }
        return arguments
    }

    /// The arguments after the first that name one of `command`'s subcommands (or an alias), before
    /// any `--`, with the subcommand each names.
    private static func subcommandNames(in arguments: [String], for command: any ParsableCommand.Type)
        -> [(index: Int, subcommand: any ParsableCommand.Type)]
    {
        var subcommands: [String: any ParsableCommand.Type] = [:]
        for subcommand in command.configuration.subcommands {
            for name in [subcommand._commandName] + subcommand.configuration.aliases where subcommands[name] == nil {
                subcommands[name] = subcommand
            }
        }
        var found: [(index: Int, subcommand: any ParsableCommand.Type)] = []
        for (index, argument) in arguments.enumerated() where index > 0 {
            if argument == "--" { break }
            if let subcommand = subcommands[argument] { found.append((index, subcommand)) }
        }
        return found
    }

    private static func movingToTheFront(_ index: Int, of arguments: [String]) -> [String] {
        var moved = arguments
        let argument = moved.remove(at: index)
        moved.insert(argument, at: 0)
        return moved
    }

    private static func parses(_ arguments: [String], _ command: any ParsableCommand.Type) -> Bool {
        (try? command.parseAsRoot(arguments)) != nil
    }
}

extension AsyncParsableCommand {
    /// Runs the command as `main()` does, with its options accepted before the subcommand's name too
    /// (see ``SubcommandFirstArguments``), a mistyped subcommand or an option of another subcommand
    /// reported as such (see ``SubcommandMistake``), and no arguments read as the default subcommand's
    /// name, so that a usage error then prints the short usage, as with any arguments, not the whole
    /// help. An app's `@main` type calls it from its own `main()`.
    public static func mainAcceptingOptionsBeforeSubcommand() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty, let defaultSubcommand = configuration.defaultSubcommand {
            arguments = [defaultSubcommand._commandName]
        }
        let reordered = SubcommandFirstArguments.reordered(arguments, for: self)
        if (try? parseAsRoot(reordered)) == nil, let mistake = SubcommandMistake.find(in: arguments, for: self) {
            exit(withError: mistake)
        }
        await main(reordered)
    }
}
