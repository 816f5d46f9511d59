import AppSupport
import ArgumentParser

/// The mistakes with subcommands that swift-argument-parser reads as something else, found before it
/// parses, so that the user reads what git or swift would say:
///
/// - A first word that is no subcommand, where the default subcommand takes no words at all, is an
///   unknown command, with the nearest subcommand suggested: `feed coments <id>` is
///   "unknown command 'coments'. Did you mean 'comments'?", not "2 unexpected arguments".
/// - An option that another subcommand has, but not the one that runs, is named with its subcommand:
///   `feed comments <id> --all` is "--all is an option of 'feed' (feed show), not of 'feed comments'",
///   not an unknown option with a guess at a third one.
///
/// Only arguments that do not parse are looked at; an option no subcommand has is left to the parser.
public enum SubcommandMistake {
    /// One subcommand as the check reads it: its name, its aliases, its options and flags.
    private struct Subcommand {
        let name: String
        let aliases: [String]
        let options: SubcommandOptionValues
        let isDefault: Bool
    }

    /// The usage error `arguments` (without the executable's name) make with `command`'s subcommands,
    /// or `nil` when they make none of these.
    public static func find(in arguments: [String], for command: any ParsableCommand.Type) -> ValidationError? {
        let defaultName = command.configuration.defaultSubcommand?._commandName
        var subcommands: [Subcommand] = []
        for type in command.configuration.subcommands {
            let name = type._commandName
            subcommands.append(
                Subcommand(
                    name: name, aliases: type.configuration.aliases, options: SubcommandOptionValues(of: type),
                    isDefault: name == defaultName))
        }
        guard let defaultSubcommand = subcommands.first(where: \.isDefault) else { return nil }
        let written = arguments.prefix { $0 != "--" }
        var running = defaultSubcommand
        if let word = firstWord(in: written, options: subcommands.map(\.options)) {
            if let named = subcommands.first(where: { $0.name == word || $0.aliases.contains(word) }) {
                running = named
            } else if word != "help", !defaultSubcommand.options.takesPositionalArguments {
                let names = subcommands.map(\.name)
                return UsageMessage.unknownCommand(word, nearest: nearest(to: word, in: names), commands: names)
            }
        }
        return optionOfAnotherSubcommand(in: written, running: running, of: subcommands, root: command._commandName)
    }

    /// The first option in `arguments` that `running` does not have and another subcommand has.
    private static func optionOfAnotherSubcommand(
        in arguments: ArraySlice<String>, running: Subcommand, of subcommands: [Subcommand], root: String
    ) -> ValidationError? {
        for argument in arguments where argument.hasPrefix("-") && argument != "-" {
            let option = String(argument.prefix { $0 != "=" })
            guard !running.options.names.contains(option) else { continue }
            let owners = subcommands.filter { $0.options.names.contains(option) }
            guard !owners.isEmpty else { continue }
            let ownerNames = owners.map { owner in
                owner.isDefault ? "'\(root)' (\(root) \(owner.name))" : "'\(root) \(owner.name)'"
            }
            return UsageMessage.optionOfAnotherCommand(
                option, of: ownerNames.joined(separator: ", "), not: "\(root) \(running.name)")
        }
        return nil
    }

    /// The first argument that is neither an option nor the value of one (as any subcommand reads it).
    private static func firstWord(in arguments: ArraySlice<String>, options: [SubcommandOptionValues]) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-" else { return argument }
            let takesValue = !argument.contains("=") && options.contains { $0.arity(of: argument) != .none }
            index += takesValue ? 2 : 1
        }
        return nil
    }

    /// The name nearest to `word`, if it is near enough to be a typo of it: at most a third of its
    /// letters off (one letter in a short name, two in `comments`), a swap of two counting as one.
    static func nearest(to word: String, in names: [String]) -> String? {
        let scored = names.map { (name: $0, distance: distance(Array(word), Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return best.distance <= max(1, best.name.count / 3) ? best.name : nil
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring letters (`imgae` is one swap from `image`).
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
