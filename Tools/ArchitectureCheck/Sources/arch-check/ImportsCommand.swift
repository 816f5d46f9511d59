import ArchitectureCheckCore
import Foundation

/// `arch-check imports`: prints what the lexer finds, for debugging rules and comparing with other
/// tools.
enum ImportsCommand {
    static func run(_ raw: [String]) throws -> Int32 {
        let arguments = try ArgumentList(raw, options: [], flags: ["--help", "--json"])
        if arguments.has("--help") || arguments.positionals.isEmpty {
            Output.standard(Usage.imports + "\n")
            return arguments.positionals.isEmpty && !arguments.has("--help") ? 2 : 0
        }
        let scans = try arguments.positionals.map { try ImportScanner.scan(fileAt: $0) }
        if arguments.has("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Output.standard(String(decoding: try encoder.encode(scans), as: UTF8.self) + "\n")
            return 0
        }
        var lines = ""
        for scan in scans {
            for declaration in scan.imports {
                var words = declaration.attributes.map { "@" + $0 }
                if let access = declaration.accessLevel { words.append(access) }
                words.append("import")
                if let kind = declaration.kind { words.append(kind) }
                words.append(declaration.path.joined(separator: "."))
                if declaration.isConditional { words.append(Self.branches(of: declaration)) }
                lines +=
                    "\(scan.path):\(declaration.location.line):\(declaration.location.column): \(words.joined(separator: " "))\n"
            }
        }
        Output.standard(lines)
        return 0
    }

    /// The `#if` branches around `declaration`, outermost first: `[#if A] [#else of B, C]`.
    static func branches(of declaration: ImportDeclaration) -> String {
        guard !declaration.branches.isEmpty else { return "[#if]" }
        return declaration.branches.map { branch in
            let excluded = branch.excluded.joined(separator: ", ")
            switch (branch.condition, branch.excluded.isEmpty) {
            case (let condition?, true): return "[#if \(condition)]"
            case (let condition?, false): return "[#elseif \(condition), after \(excluded)]"
            case (nil, _): return "[#else of \(excluded)]"
            }
        }
        .joined(separator: " ")
    }
}
