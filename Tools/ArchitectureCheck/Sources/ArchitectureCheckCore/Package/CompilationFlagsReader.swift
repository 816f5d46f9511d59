import Foundation

/// Reads each target's ``CompilationFlags`` from the manifest as SwiftPM evaluates it
/// (`swift package dump-package`), for the platform the check runs on.
public enum CompilationFlagsReader {
    /// The flags of each target of the package in `directory`, by target name; `nil` when SwiftPM
    /// cannot dump the manifest (every flag is then unknown).
    public static func flags(ofPackageAt directory: String, swift: String = "swift", scratchPath: String? = nil)
        -> [String: CompilationFlags]?
    {
        let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
        guard
            let run = try? CommandRun.readOnlySwiftPackageManager(
                [swift, "package", "--package-path", directory] + scratch + ["dump-package"]),
            run.status == 0
        else { return nil }
        return try? flags(fromDump: run.output)
    }

    /// The flags of each target in the JSON `swift package dump-package` prints.
    public static func flags(fromDump data: Data) throws -> [String: CompilationFlags] {
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        let dump = try JSONDecoder().decode(Dump.self, from: data[start...])
        let traits = (dump.traits ?? []).map(\.name).filter { $0 != "default" }
        var result: [String: CompilationFlags] = [:]
        for target in dump.targets {
            var flags = CompilationFlags(defined: [], definedOnPlatforms: [:], possible: traits)
            for setting in target.settings ?? [] where setting.tool == "swift" {
                let names = setting.kind.defined
                guard !names.isEmpty else { continue }
                if setting.condition?.config != nil {
                    flags.possible += names
                } else if let platforms = setting.condition?.platformNames, !platforms.isEmpty {
                    for name in names { flags.definedOnPlatforms?[name, default: []] += platforms }
                } else {
                    flags.defined += names
                }
            }
            result[target.name] = flags
        }
        return result
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The fields of `swift package dump-package` that the flags need.
    private struct Dump: Decodable {
        struct Trait: Decodable {
            var name: String
        }

        struct Target: Decodable {
            var name: String
            var settings: [Setting]?
        }

        struct Setting: Decodable {
            var tool: String
            var kind: Kind
            var condition: Condition?
        }

        struct Condition: Decodable {
            var platformNames: [String]?
            var config: String?
        }

        /// A setting's kind: only `define` and `unsafeFlags` define flags.
        struct Kind: Decodable {
            /// The flags the setting defines.
            var defined: [String]

            private struct Define: Decodable {
                var _0: String
            }

            private struct UnsafeFlags: Decodable {
                var _0: [String]
            }

            private enum Key: String, CodingKey {
                case define, unsafeFlags
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                if let define = try? container.decode(Define.self, forKey: .define) {
                    defined = [define._0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? define._0]
                } else if let flags = try? container.decode(UnsafeFlags.self, forKey: .unsafeFlags) {
                    defined = Self.defines(inArguments: flags._0)
                } else {
                    defined = []
                }
            }

            /// The flags `-DX` and `-D X` define in compiler arguments.
            static func defines(inArguments arguments: [String]) -> [String] {
                var names: [String] = []
                var index = 0
                while index < arguments.count {
                    let argument = arguments[index]
                    if argument == "-D", index + 1 < arguments.count {
                        names.append(arguments[index + 1])
                        index += 1
                    } else if argument.hasPrefix("-D"), argument.count > 2 {
                        names.append(String(argument.dropFirst(2)))
                    }
                    index += 1
                }
                return names
            }
        }

        var targets: [Target]
        var traits: [Trait]?
    }
}
