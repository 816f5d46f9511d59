import Foundation
import Logging

extension SampleBackend {
    /// Where and how a ``SampleBackend`` starts.
    public struct Configuration: Sendable {
        /// The address to listen on; loopback by default.
        public var host: String
        /// The port to listen on; `0` picks an ephemeral port (kept across offline/online switches).
        public var port: Int
        /// The mode to start in. `.offline` binds the port once (to learn it) and closes it before returning.
        public var mode: Mode
        /// The server's clock: comment dates are rendered relative to it.
        public var now: @Sendable () -> Date
        /// The clock `slow` mode's delay passes on: `ContinuousClock`, unless a test passes one it
        /// controls (then a slow answer takes its delay on the test's clock).
        public var delayClock: any Clock<Duration>
        /// The data set to serve; `nil` serves ``SampleDataSet/shipped``.
        public var dataSet: SampleDataSet?
        /// The server's logger; `nil` logs errors only.
        public var logger: Logger?
        /// Whether the `/_admin/` routes (switch the mode, read the recorded validations and request
        /// counts) are served. Off by default: they are unauthenticated, so the backend an app embeds
        /// never serves them; tests and `feed-sample-server --admin` turn them on.
        public var servesAdminRoutes: Bool
        /// The server's idle timeout and connection cap (``EmbeddedHTTPServer/Limits``).
        public var limits: EmbeddedHTTPServer.Limits
        /// How many validations the backend keeps: past it, the oldest are forgotten.
        public var maximumRecordedValidations: Int

        /// Creates a configuration; every argument has a default suited to in-process tests.
        public init(
            host: String = "127.0.0.1",
            port: Int = 0,
            mode: Mode = .normal,
            now: @escaping @Sendable () -> Date = { Date() },
            dataSet: SampleDataSet? = nil,
            logger: Logger? = nil,
            servesAdminRoutes: Bool = false,
            delayClock: any Clock<Duration> = ContinuousClock(),
            limits: EmbeddedHTTPServer.Limits = EmbeddedHTTPServer.Limits(),
            maximumRecordedValidations: Int = 10_000
        ) {
            self.host = host
            self.port = port
            self.mode = mode
            self.now = now
            self.dataSet = dataSet
            self.logger = logger
            self.servesAdminRoutes = servesAdminRoutes
            self.delayClock = delayClock
            self.limits = limits
            self.maximumRecordedValidations = maximumRecordedValidations
        }
    }
}
