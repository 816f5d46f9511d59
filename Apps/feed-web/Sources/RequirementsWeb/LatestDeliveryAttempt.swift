import Synchronization

/// The latest delivery attempt this server made.
final class LatestDeliveryAttempt: Sendable {
    private let attempt = Mutex<DeliveryAttempt?>(nil)

    var latest: DeliveryAttempt? { attempt.withLock { $0 } }

    func record(_ attempt: DeliveryAttempt) {
        self.attempt.withLock { $0 = attempt }
    }
}
