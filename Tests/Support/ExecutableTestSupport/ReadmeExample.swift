import Foundation

/// An example an app's README shows, compared with what the app prints, so that the README cannot
/// drift from the app: the fenced block after a given line, read from the README in the repository.
///
/// What a README cannot show exactly is left out of the comparison: the port of a loopback URL (the
/// sample backend's changes every run), and whatever an ellipsis stands for (`…` alone on a line: the
/// lines that follow; `…` inside a text: the characters it replaces).
public struct ReadmeExample: Sendable {
    /// The block's text, without its fences.
    public let text: String

    /// The first fenced block that opens after the first line of `readme` (a path from the
    /// repository's root) that contains `marker`, and after the block that line is in, if any.
    public init(readme: String, after marker: String, filePath: String = #filePath) throws {
        let root = URL(filePath: filePath).deletingLastPathComponent()
        var directory = root
        while !FileManager.default.fileExists(atPath: directory.appending(path: "Package.swift").path) {
            guard directory.pathComponents.count > 1 else { throw MissingExampleError(readme: readme, marker: marker) }
            directory.deleteLastPathComponent()
        }
        let lines = try String(contentsOf: directory.appending(path: readme), encoding: .utf8)
            .components(separatedBy: "\n")
        let fences = lines.indices.filter { lines[$0].hasPrefix("```") }
        guard let markerIndex = lines.firstIndex(where: { $0.contains(marker) }) else {
            throw MissingExampleError(readme: readme, marker: marker)
        }
        // Fences pair up in order; the example is the first block that opens after the marker's line
        // (and after the block the marker's line is in, if it is in one).
        let blocks = stride(from: 0, to: fences.count - 1, by: 2).map { (fences[$0], fences[$0 + 1]) }
        guard let block = blocks.first(where: { $0.0 > markerIndex }) else {
            throw MissingExampleError(readme: readme, marker: marker)
        }
        let (opening, closing) = block
        text = lines[(opening + 1)..<closing].joined(separator: "\n")
    }

    /// The README has no fenced block after a line with `marker`.
    public struct MissingExampleError: Error {
        public let readme: String
        public let marker: String
    }

    /// The lines of this example that `output` does not have at the same place: line by line, up to a
    /// line that is `…` alone. Empty when they agree.
    public func linesDiffering(from output: String) -> [String] {
        let shown = text.components(separatedBy: "\n")
        let printed = output.components(separatedBy: "\n")
        var differing: [String] = []
        for (index, line) in shown.enumerated() {
            if line == "…" { break }
            let actual = index < printed.count ? printed[index] : "<no line \(index + 1)>"
            if !Self.matches(shown: line, actual: actual) { differing.append("README: \(line)\napp:    \(actual)") }
        }
        return differing
    }

    /// Where this example, as JSON, differs from `output`, as JSON: the paths of the keys one has and
    /// the other lacks, and of values that differ. An array in the example may show fewer elements
    /// than the output has. Empty when they agree.
    public func jsonDifferences(from output: Data) throws -> [String] {
        let shown = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        let printed = try JSONSerialization.jsonObject(with: output, options: .fragmentsAllowed)
        return Self.differences(shown, printed, path: "$")
    }

    private static func differences(_ shown: Any, _ printed: Any, path: String) -> [String] {
        switch (shown, printed) {
        case (let shown as [String: Any], let printed as [String: Any]):
            let missing = Set(shown.keys).subtracting(printed.keys).sorted().map { "\(path).\($0): not printed" }
            let extra = Set(printed.keys).subtracting(shown.keys).sorted().map { "\(path).\($0): not in the README" }
            let values = shown.keys.sorted().flatMap { key in
                printed[key].map { differences(shown[key]!, $0, path: "\(path).\(key)") } ?? []
            }
            return missing + extra + values
        case (let shown as [Any], let printed as [Any]):
            guard shown.count <= printed.count else {
                return ["\(path): \(shown.count) shown, \(printed.count) printed"]
            }
            return zip(shown, printed).enumerated().flatMap { differences($1.0, $1.1, path: "\(path)[\($0)]") }
        case (let shown as String, let printed as String):
            return matches(shown: shown, actual: printed) ? [] : ["\(path): \(shown) shown, \(printed) printed"]
        default:
            return "\(shown)" == "\(printed)" ? [] : ["\(path): \(shown) shown, \(printed) printed"]
        }
    }

    /// Whether `actual` is `shown` once loopback ports are set aside and each `…` stands for any text.
    private static func matches(shown: String, actual: String) -> Bool {
        let shown = withoutPorts(shown)
        let actual = withoutPorts(actual)
        let pieces = shown.components(separatedBy: "…")
        guard pieces.count > 1, let first = pieces.first, let last = pieces.last else { return shown == actual }
        guard actual.count >= first.count + last.count, actual.hasPrefix(first), actual.hasSuffix(last) else {
            return false
        }
        var rest = actual.dropFirst(first.count).dropLast(last.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    private static func withoutPorts(_ text: String) -> String {
        text.replacing(/127\.0\.0\.1:\d+/, with: "127.0.0.1:PORT")
    }
}
