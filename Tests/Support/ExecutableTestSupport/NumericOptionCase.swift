/// One numeric option of an app given one value that no option should take whole: zero, a negative,
/// 1e300, NaN, infinity or a 30-digit integer. Every such run of an app must end with a usage error
/// (exit status 64), never a crash, unless the option documents the value as legal.
public struct NumericOptionCase: Sendable, CustomStringConvertible {
    /// The values every numeric option is run with.
    public static let values = ["0", "-1", "1e300", "nan", "inf", "123456789012345678901234567890"]

    /// The arguments before the option (a subcommand), if any.
    public let prefix: [String]
    public let option: String
    public let value: String

    /// Every case of `options` (each with the values it documents as legal), `prefix` before each.
    public static func cases(_ options: [(String, legal: Set<String>)], prefix: [String] = []) -> [NumericOptionCase] {
        options.flatMap { option, legal in
            values.filter { !legal.contains($0) }.map { NumericOptionCase(prefix: prefix, option: option, value: $0) }
        }
    }

    /// The command line: `prefix option=value` (`=` so that `-1` is read as the option's value).
    public var arguments: [String] { prefix + ["\(option)=\(value)"] }

    public var description: String { arguments.joined(separator: " ") }
}
