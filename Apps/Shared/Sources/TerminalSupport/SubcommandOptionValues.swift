import ArgumentParser
import Foundation

/// Which of a subcommand's option names take the argument after them as their value, so that
/// ``SubcommandFirstArguments`` can tell a subcommand's name written after options from an option's
/// value that happens to be spelled as one (`--store comments`).
///
/// Read from swift-argument-parser's description of the command (the JSON of
/// `--experimental-dump-help`), the one public account of its options' names and kinds.
struct SubcommandOptionValues {
    /// How many of the arguments after an option's name are its values.
    enum Arity {
        /// A flag, an option written with its value (`--lang=el`), or a name the subcommand does not know.
        case none
        /// The next argument, as most options take it.
        case one
        /// Every argument up to the next option, or to the end (`.upToNextOption`, `.remaining`).
        case following
    }

    private let arities: [String: Arity]
    /// Every option and flag name of the subcommand (`--json`, `-o`, `--help` among them).
    let names: Set<String>
    /// Whether the subcommand takes positional arguments (`<image-id>`), which a bare word may be.
    let takesPositionalArguments: Bool

    /// The option and flag names of `subcommand`, and of the option groups it includes.
    init(of subcommand: any ParsableCommand.Type) {
        let description = try? JSONDecoder().decode(
            CommandDescription.self, from: Data(subcommand._dumpHelp().utf8))
        var arities: [String: Arity] = [:]
        var names: Set<String> = []
        for argument in description?.command.arguments ?? [] {
            let arity: Arity =
                argument.kind != "option"
                ? .none
                : ["upToNextOption", "allRemainingInput", "postTerminator", "allUnrecognized"]
                    .contains(argument.parsingStrategy) ? .following : .one
            for name in argument.names ?? [] {
                let written = name.kind == "long" ? "--" + name.name : "-" + name.name
                names.insert(written)
                if arity != .none { arities[written] = arity }
            }
        }
        self.arities = arities
        self.names = names
        self.takesPositionalArguments = description?.command.arguments?.contains { $0.kind == "positional" } ?? false
    }

    /// How many of the arguments after `argument` are its values.
    func arity(of argument: String) -> Arity {
        arities[argument] ?? .none
    }

    /// Whether `arguments` are nothing but options of the subcommand with their values, none of them
    /// missing: then the argument after them is not one of their values.
    func areOptionsWithTheirValues(_ arguments: ArraySlice<String>) -> Bool {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-", argument != "--" else { return false }
            switch arity(of: argument) {
            case .none: index += 1
            case .one: index += 2
            case .following: return false
            }
        }
        return index == arguments.endIndex
    }

    /// The part of swift-argument-parser's `ToolInfoV0` read here.
    private struct CommandDescription: Decodable {
        struct Command: Decodable {
            let arguments: [Argument]?
        }

        struct Argument: Decodable {
            let kind: String
            let parsingStrategy: String
            let names: [Name]?
        }

        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let command: Command
    }
}
