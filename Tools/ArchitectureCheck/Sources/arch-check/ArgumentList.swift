import ArchitectureCheckCore

/// A parsed command line: options with values, flags and positional arguments, checked against the
/// names a command accepts.
struct ArgumentList {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `arguments`; `--name value` and `--name=value` both work.
    init(_ arguments: [String], options: Set<String>, flags allowedFlags: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument == "-h" {
                    flags.insert("--help")
                } else {
                    positionals.append(argument)
                }
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else {
                        throw ArchitectureCheckError.usage("option '\(name)' needs a value")
                    }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                let known = (options.union(allowedFlags)).sorted().joined(separator: ", ")
                throw ArchitectureCheckError.usage("unknown option '\(name)' (this command takes: \(known))")
            }
        }
    }

    /// The arguments of a command that takes no positional arguments, or `nil` after printing `help`
    /// for `--help`.
    static func forCommand(_ raw: [String], options: Set<String>, flags: Set<String>, help: String) throws
        -> ArgumentList?
    {
        let arguments = try ArgumentList(raw, options: options, flags: flags.union(["--help"]))
        if arguments.has("--help") {
            Output.standard(help + "\n")
            return nil
        }
        guard arguments.positionals.isEmpty else {
            throw ArchitectureCheckError.usage("unexpected argument '\(arguments.positionals[0])'")
        }
        return arguments
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
