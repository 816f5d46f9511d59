/// The value of a compilation condition when some of its facts are not known: `unknown` stands for
/// either, and `!`, `&&` and `||` follow Kleene's three-valued logic.
public enum ConditionValue: Sendable, Hashable {
    /// The condition holds.
    case `true`
    /// The condition does not hold.
    case `false`
    /// The condition may hold or not (a build configuration, a feature the check cannot know).
    case unknown

    /// `true` or `false`.
    init(_ value: Bool) {
        self = value ? .true : .false
    }

    /// The negation: `unknown` stays `unknown`.
    var negated: ConditionValue {
        switch self {
        case .true: .false
        case .false: .true
        case .unknown: .unknown
        }
    }

    /// `self && other`: `false` when either is `false`.
    func and(_ other: ConditionValue) -> ConditionValue {
        if self == .false || other == .false { return .false }
        if self == .true && other == .true { return .true }
        return .unknown
    }

    /// `self || other`: `true` when either is `true`.
    func or(_ other: ConditionValue) -> ConditionValue {
        if self == .true || other == .true { return .true }
        if self == .false && other == .false { return .false }
        return .unknown
    }
}
