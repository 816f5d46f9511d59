import ArgumentParser
import TerminalSupport
import Testing

/// Options written before a subcommand's name: moved behind it when that is the order that parses.
struct SubcommandFirstArgumentsTests {
    @Test(arguments: [
        (["--lang", "el", "comments", "id"], ["comments", "--lang", "el", "id"]),
        (["--json", "comments", "id"], ["comments", "--json", "id"]),
        (["--lang", "el", "c", "id"], ["c", "--lang", "el", "id"]),
    ])
    func movesTheSubcommandInFrontOfItsOptions(arguments: [String], expected: [String]) {
        #expect(SubcommandFirstArguments.reordered(arguments, for: Root.self) == expected)
    }

    @Test(arguments: [
        ["comments", "--lang", "el", "id"],
        ["--lang", "el"],
        [],
        ["--store", "comments", "--json"],
    ])
    func leavesArgumentsThatParseAsWritten(arguments: [String]) {
        #expect(SubcommandFirstArguments.reordered(arguments, for: Root.self) == arguments)
    }

    /// So that the error is the subcommand's, the same as with its name written first, not the default
    /// subcommand's complaint about an unexpected `comments`.
    @Test(arguments: [
        (["--lang", "fr", "comments", "id"], ["comments", "--lang", "fr", "id"]),
        (["--no-such-option", "comments", "id"], ["comments", "--no-such-option", "id"]),
        (["--lang", "el", "comments"], ["comments", "--lang", "el"]),
        (["--json", "--store", "s", "c", "id", "extra"], ["c", "--json", "--store", "s", "id", "extra"]),
    ])
    func movesTheSubcommandInFrontOfItsOptionsWhenNoOrderParses(arguments: [String], expected: [String]) {
        #expect(SubcommandFirstArguments.reordered(arguments, for: Root.self) == expected)
    }

    /// A subcommand's name that may be an option's value, or comes after another argument or `--`, is
    /// not taken for the subcommand.
    @Test(arguments: [
        ["--store", "comments", "id"],
        ["--lang", "el", "a", "comments", "b", "c"],
        ["--", "comments", "--lang", "el"],
        ["--help", "comments"],
    ])
    func leavesArgumentsThatParseInNoOrderAsWrittenWhenTheSubcommandIsUnclear(arguments: [String]) {
        #expect(SubcommandFirstArguments.reordered(arguments, for: Root.self) == arguments)
    }

    private struct Shared: ParsableArguments {
        @Option var lang: String?
        @Option var store: String?
        @Flag var json = false

        func validate() throws {
            guard lang.map(["en", "el"].contains) ?? true else { throw ValidationError("unknown language") }
        }
    }

    private struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            subcommands: [Show.self, Comments.self], defaultSubcommand: Show.self)
    }

    private struct Show: ParsableCommand {
        @OptionGroup var shared: Shared
    }

    private struct Comments: ParsableCommand {
        static let configuration = CommandConfiguration(aliases: ["c"])
        @OptionGroup var shared: Shared
        @Argument var id: String
    }
}
