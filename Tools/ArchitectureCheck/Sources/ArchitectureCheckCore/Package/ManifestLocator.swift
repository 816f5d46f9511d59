import Foundation

/// Finds where in `Package.swift` a target, or one of its dependencies, is declared, so that manifest
/// findings point at a line. A best effort on the manifest's text: line 1 when nothing matches.
public struct ManifestLocator: Sendable {
    private let lines: [Substring]

    /// Reads the manifest at `path`; an unreadable manifest locates everything at line 1.
    public init(manifestPath path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        self.init(text: text)
    }

    /// Uses `text` as the manifest.
    public init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The location of `target`'s declaration, or of `dependency` within it.
    public func location(target: String, dependency: String? = nil) -> SourceLocation {
        let quotedTarget = "\"\(target)\""
        let productMarkers = [".library(", ".executable(", ".plugin(name", ".product(", "targets: ["]
        func firstQuoted(_ line: Substring) -> Substring? {
            guard let open = line.firstIndex(of: "\"") else { return nil }
            let rest = line[line.index(after: open)...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return rest[..<close]
        }
        let declaration = lines.firstIndex { line in
            firstQuoted(line) == Substring(target) && !productMarkers.contains { line.contains($0) }
        }
        let mention = lines.firstIndex { line in
            line.contains(quotedTarget) && !productMarkers.contains { line.contains($0) }
        }
        guard let targetLine = declaration ?? mention else { return SourceLocation(line: 1, column: 1) }
        func located(_ index: Int, _ needle: String) -> SourceLocation {
            let line = lines[index]
            let column =
                line.range(of: needle).map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
            return SourceLocation(line: index + 1, column: column)
        }
        guard let dependency else { return located(targetLine, quotedTarget) }
        let quotedDependency = "\"\(dependency)\""
        let end = min(lines.count, targetLine + 20)
        for index in targetLine..<end {
            if index > targetLine, lines[index].contains("testTarget(") || lines[index].contains(".target(") { break }
            if lines[index].contains(quotedDependency) { return located(index, quotedDependency) }
        }
        return located(targetLine, quotedTarget)
    }
}
