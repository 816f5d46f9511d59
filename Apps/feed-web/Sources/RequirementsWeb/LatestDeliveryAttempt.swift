/// The latest delivery attempt this server made.
actor LatestDeliveryAttempt {
    private(set) var latest: DeliveryAttempt?

    func record(_ attempt: DeliveryAttempt) {
        latest = attempt
    }
}
