import Foundation

/// Finds where in `Package.swift` a target, or one of its dependencies, is declared, so that manifest
/// findings point at a line. A best effort on the manifest's text: line 1 when nothing matches.
///
/// The manifest's string literals are read with the brackets around them, so that a target's
/// declaration is told from a mention of it in a `dependencies:` or `products:` list, and a dependency
/// is looked for only inside the declaring target's own block (its `.target(…)` call, or the call or
/// tuple that holds its name): two targets that declare the same product each point at their own line.
public struct ManifestLocator: Sendable {
    /// One string literal of the manifest.
    private struct Literal: Sendable {
        var text: Substring
        /// The offset of the opening `"` in the manifest's UTF-8 bytes.
        var offset: Int
        var location: SourceLocation
        /// Inside a `dependencies:` or `products:` list: a mention, not a declaration.
        var isMention: Bool
        /// The offset of the bracket that closes the innermost `(` or `[` around the literal.
        var blockEnd: Int
    }

    private let lines: [Substring]
    private let literals: [Literal]

    /// Reads the manifest at `path`; an unreadable manifest locates everything at line 1.
    public init(manifestPath path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        self.init(text: text)
    }

    /// Uses `text` as the manifest.
    public init(text: String) {
        lines = TextLines.split(text)
        literals = Self.literals(in: text)
    }

    private static let productMarkers = [".library(", ".executable(", ".plugin(name", ".product(", "targets: ["]

    /// The location of `target`'s declaration, or of `dependency` within it; line 1 when the manifest
    /// names the target nowhere.
    public func location(target: String, dependency: String? = nil) -> SourceLocation {
        foundLocation(target: target, dependency: dependency) ?? SourceLocation(line: 1, column: 1)
    }

    /// Where a finding about `target` (or its dependency `dependency`) is reported: at the target's
    /// declaration in the manifest at `manifestPath`, or, for a target the manifest names nowhere (a
    /// snippet, which SwiftPM finds by its directory; a target whose name the manifest builds), at
    /// the first line of its first Swift file. Only a target with neither is placed at the
    /// manifest's first line.
    public func place(of target: PackageTarget, dependency: String? = nil, manifestPath: String)
        -> (file: String, location: SourceLocation, inManifest: Bool)
    {
        if let location = foundLocation(target: target.name, dependency: dependency) {
            return (manifestPath, location, true)
        }
        if let source = target.sources.first { return (source, SourceLocation(line: 1, column: 1), false) }
        return (manifestPath, SourceLocation(line: 1, column: 1), true)
    }

    /// The location of `target`'s declaration, or of `dependency` within it; `nil` when the manifest
    /// names the target nowhere.
    func foundLocation(target: String, dependency: String? = nil) -> SourceLocation? {
        let declaration = literals.first { literal in
            literal.text == target && !literal.isMention && !isInProduct(literal)
        }
        guard let declaration else { return mention(of: target) }
        guard let dependency else { return declaration.location }
        let declared = literals.first { literal in
            literal.offset > declaration.offset && literal.offset < declaration.blockEnd && literal.text == dependency
        }
        return declared?.location ?? declaration.location
    }

    /// Whether `literal` is in a product's declaration (or names a product), where a target is only
    /// mentioned: a product marker precedes it on its line. A marker after it (a target declared on one
    /// line with its `.product(…)` dependencies) does not count.
    private func isInProduct(_ literal: Literal) -> Bool {
        let index = literal.location.line - 1
        guard lines.indices.contains(index) else { return false }
        return Self.followsProductMarker(lines[index], column: literal.location.column)
    }

    /// Whether a product marker occurs in `line` before the UTF-8 column `column`.
    private static func followsProductMarker(_ line: Substring, column: Int) -> Bool {
        let before = String(decoding: line.utf8.prefix(max(0, column - 1)), as: UTF8.self)
        return productMarkers.contains { before.contains($0) }
    }

    /// The first line that names `target` in quotes outside a product, when no declaration was found.
    private func mention(of target: String) -> SourceLocation? {
        let quoted = "\"\(target)\""
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: quoted) else { continue }
            let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
            if !Self.followsProductMarker(line, column: column) {
                return SourceLocation(line: index + 1, column: column)
            }
        }
        return nil
    }

    /// The manifest's single-line string literals, with the brackets around each; comments skipped.
    /// Lines and columns are counted on UTF-8 bytes, a line at each line feed (a carriage return before
    /// one ends its line), as ``TextLines`` splits them.
    private static func literals(in text: String) -> [Literal] {
        let bytes = Array(text.utf8)
        var literals: [Literal] = []
        /// Open brackets: whether each opens a `dependencies:` or `products:` list, and the literals
        /// whose innermost bracket it is.
        var frames: [(isMentionList: Bool, literals: [Int])] = []
        var line = 1
        var lineStart = 0
        var index = 0
        func follows(_ label: String, before position: Int) -> Bool {
            var end = position
            let blanks: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")]
            while end > 0, blanks.contains(bytes[end - 1]) { end -= 1 }
            let word = Array(label.utf8)
            return end >= word.count && Array(bytes[(end - word.count)..<end]) == word
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let end = min(index, bytes.count)
                index += 1
                let textStart = text.utf8.index(text.utf8.startIndex, offsetBy: start + 1)
                let textEnd = text.utf8.index(text.utf8.startIndex, offsetBy: end)
                frames.indices.last.map { frames[$0].literals.append(literals.count) }
                literals.append(
                    Literal(
                        text: text[textStart..<textEnd],
                        offset: start,
                        location: SourceLocation(line: line, column: start - lineStart + 1),
                        isMention: frames.contains { $0.isMentionList },
                        blockEnd: bytes.count
                    ))
            case UInt8(ascii: "("), UInt8(ascii: "["):
                let isList =
                    byte == UInt8(ascii: "[")
                    && (follows("dependencies:", before: index) || follows("products:", before: index))
                frames.append((isList, []))
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if let frame = frames.popLast() {
                    for literal in frame.literals { literals[literal].blockEnd = index }
                }
                index += 1
            default:
                index += 1
            }
        }
        return literals
    }
}
