/// A position in a source file: 1-based line and 1-based column counted in UTF-8 bytes, as the
/// Swift compiler and SwiftParser count them.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
