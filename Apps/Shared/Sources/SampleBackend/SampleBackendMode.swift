extension SampleBackend {
    /// How the sample backend answers: normally, or with one of the failures the clients must handle.
    public enum Mode: Sendable, Hashable, CustomStringConvertible {
        /// Serve the data set.
        case normal
        /// Not listening: connections are refused (the port is closed, and reopened when the mode changes).
        case offline
        /// `500 Internal Server Error` on every API (`/v1/…`, `/photos`) and image route.
        case serverError
        /// `200 OK` with a body that is not JSON on every API (`/v1/…`, `/photos`) route; images are served normally.
        case invalidJSON
        /// `503 Service Unavailable` on every API route, `POST`s included; images are served normally.
        case unavailable
        /// Serve normally, after waiting this long before every response (admin routes excepted).
        case slow(Duration)

        /// The mode's name as the command line and the admin route spell it: `normal`, `offline`,
        /// `serverError`, `invalidJSON` or `slow`.
        public var name: String {
            switch self {
            case .normal: "normal"
            case .offline: "offline"
            case .serverError: "serverError"
            case .invalidJSON: "invalidJSON"
            case .unavailable: "unavailable"
            case .slow: "slow"
            }
        }

        /// The names ``init(name:slowSeconds:)`` accepts.
        public static let names = ["normal", "offline", "serverError", "invalidJSON", "unavailable", "slow"]
        /// The longest wait of the slow mode, in seconds: an hour.
        public static let maximumSlowSeconds: Double = 3600

        /// The mode named `name` (see ``name``); `slow` waits `slowSeconds` (0 to ``maximumSlowSeconds``).
        /// Nil when either is invalid.
        public init?(name: String, slowSeconds: Double = 2) {
            switch name {
            case "normal": self = .normal
            case "offline": self = .offline
            case "serverError": self = .serverError
            case "invalidJSON": self = .invalidJSON
            case "unavailable": self = .unavailable
            case "slow":
                guard (0...Self.maximumSlowSeconds).contains(slowSeconds) else { return nil }
                self = .slow(.milliseconds(Int64((slowSeconds * 1000).rounded())))
            default: return nil
            }
        }

        /// e.g. `normal`, `slow(2.5 seconds)`.
        public var description: String {
            if case .slow(let delay) = self { return "slow(\(delay))" }
            return name
        }
    }
}
