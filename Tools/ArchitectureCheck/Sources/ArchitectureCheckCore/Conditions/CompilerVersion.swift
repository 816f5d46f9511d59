/// The version of the compiler that builds the package, for `compiler(…)` and `swift(…)` conditions:
/// the compiler that built the check (the build plugin's tool is built by the toolchain that builds
/// the package; `swift run arch-check` by the one on the `PATH`), known to its minor version.
struct CompilerVersion: Sendable, Hashable {
    /// The lowest version the compiler can be, and the version above it (exclusive) it cannot reach.
    var lowest: [Int]
    var above: [Int]

    /// The compiler that built this code.
    static let running: CompilerVersion = {
        #if compiler(>=7.0)
            return CompilerVersion(lowest: [7, 0], above: [99])
        #elseif compiler(>=6.5)
            return CompilerVersion(lowest: [6, 5], above: [7, 0])
        #elseif compiler(>=6.4)
            return CompilerVersion(lowest: [6, 4], above: [6, 5])
        #elseif compiler(>=6.3)
            return CompilerVersion(lowest: [6, 3], above: [6, 4])
        #elseif compiler(>=6.2)
            return CompilerVersion(lowest: [6, 2], above: [6, 3])
        #elseif compiler(>=6.1)
            return CompilerVersion(lowest: [6, 1], above: [6, 2])
        #else
            return CompilerVersion(lowest: [6, 0], above: [6, 1])
        #endif
    }()

    /// `compiler(>=X)`, `compiler(<X)`: true or false when the version is known well enough, else
    /// unknown; `nil` for an argument that is not a comparison with a version.
    func compiler(_ argument: String) -> ConditionValue? {
        guard let (atLeast, version) = Self.comparison(argument) else { return nil }
        let value: ConditionValue =
            Self.compare(lowest, version) >= 0 ? .true : Self.compare(above, version) <= 0 ? .false : .unknown
        return atLeast ? value : value.negated
    }

    /// `swift(>=X)`, `swift(<X)`: the language mode's version, which is at least 4 and at most the
    /// compiler's; whatever lies between depends on the target's language mode, which is unknown.
    func swift(_ argument: String) -> ConditionValue? {
        guard let (atLeast, version) = Self.comparison(argument) else { return nil }
        let value: ConditionValue =
            Self.compare([4], version) >= 0 ? .true : Self.compare(above, version) <= 0 ? .false : .unknown
        return atLeast ? value : value.negated
    }

    /// `>=6.0` as `(true, [6, 0])`, `<5.9` as `(false, [5, 9])`.
    private static func comparison(_ argument: String) -> (atLeast: Bool, version: [Int])? {
        let text = argument.filter { $0 != " " && $0 != "\t" }
        let atLeast = text.hasPrefix(">=")
        guard atLeast || text.hasPrefix("<") else { return nil }
        let components = text.dropFirst(atLeast ? 2 : 1).split(separator: ".", omittingEmptySubsequences: false)
        let numbers = components.compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.count == components.count else { return nil }
        return (atLeast, numbers)
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`, missing components counting as 0.
    private static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
