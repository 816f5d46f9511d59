/// Shell-style matching of names and paths: `*` matches any run of characters (`/` included), `?`
/// one character; everything else matches itself.
public enum Glob {
    /// Whether `text` matches `pattern` as a whole.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        if !pattern.utf8.contains(UInt8(ascii: "*")) && !pattern.utf8.contains(UInt8(ascii: "?")) {
            return pattern == text
        }
        let pattern = Array(pattern.utf8)
        let text = Array(text.utf8)
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                resume = t
                p += 1
            } else if let starIndex = star {
                p = starIndex + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
