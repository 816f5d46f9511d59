/// How an executable's `--help` reads in a terminal of a given width, from the help it prints at that
/// width (`COLUMNS`) and at a width nothing wraps at.
///
/// ArgumentParser wraps every line to the terminal's width, so a line of the discussion that the
/// source aligns by hand (an example and its comment, a route and what it serves) comes out broken in
/// two, its end at the left margin, when it is wider than the terminal. The problems are then: a line
/// wider than the terminal (a word too long to wrap), and an indented line of the overview or
/// discussion (above `USAGE:`) that does not fit, and so does not come out whole.
public struct HelpLayout: Sendable {
    /// The width checked.
    public let columns: Int
    /// The help at ``columns``.
    public let narrow: String
    /// The help at a width nothing wraps at.
    public let wide: String

    /// The width of a terminal that wraps nothing in any help of this repository.
    public static let unwrappedColumns = 1_000

    public init(columns: Int, narrow: String, wide: String) {
        self.columns = columns
        self.narrow = narrow
        self.wide = wide
    }

    /// What breaks the layout at ``columns``, one line each; empty when nothing does.
    public var problems: [String] {
        let narrowLines = narrow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tooWide = narrowLines.filter { $0.count > columns }.map {
            "wider than \(columns) columns (\($0.count)): \($0)"
        }
        let discussion = wide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .prefix { !$0.hasPrefix("USAGE:") }
        let aligned = discussion.filter { $0.hasPrefix(" ") }
        let wrapped = aligned.filter { $0.count > columns || !narrowLines.contains($0) }.map {
            "an aligned line that \(columns) columns wrap: \($0)"
        }
        return tooWide + wrapped
    }
}
