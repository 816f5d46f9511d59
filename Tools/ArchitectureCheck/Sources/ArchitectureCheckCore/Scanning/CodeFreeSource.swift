import Foundation

/// Whether a Swift file holds no code: nothing but whitespace, comments, a byte-order mark and a `#!`
/// line. A module made of such files exists for its name or for its dependencies: swift-syntax's
/// version markers (`SwiftSyntax509`, …: one file saying the module is intentionally empty) let the
/// packages that use swift-syntax ask `canImport(SwiftSyntax509)`, and its `SwiftSyntax-all` target (an
/// empty file) depends on every target so that one build builds them all.
public enum CodeFreeSource {
    /// Whether `text` holds no code.
    public static func holdsNoCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func skipLine() {
            while let byte = at(0), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { index += 1 }
        }
        if at(0) == UInt8(ascii: "#"), at(1) == UInt8(ascii: "!") { skipLine() }
        while let byte = at(0) {
            switch byte {
            case 0, 0x09...0x0D, 0x20:
                index += 1
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                // Block comments nest.
                var depth = 0
                repeat {
                    if at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            default:
                return false
            }
        }
        return true
    }

    /// Whether every Swift file of `sources` holds no code; `false` when there is none or one cannot
    /// be read.
    public static func holdNoCode(_ sources: [String]) -> Bool {
        let swiftFiles = sources.filter { $0.hasSuffix(".swift") }
        return !swiftFiles.isEmpty
            && swiftFiles.allSatisfy { path in
                FileManager.default.contents(atPath: path).map { holdsNoCode(String(decoding: $0, as: UTF8.self)) }
                    ?? false
            }
    }
}
