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

    @Test(arguments: [
        ["--lang", "fr", "comments", "id"],
        ["--no-such-option", "comments", "id"],
        ["--", "comments", "--lang", "el"],
        ["--help", "comments"],
    ])
    func leavesArgumentsThatParseInNoOrderAsWritten(arguments: [String]) {
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
