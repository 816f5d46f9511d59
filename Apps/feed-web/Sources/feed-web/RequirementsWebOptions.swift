import ArgumentParser
import AppSupport
import FeedWebApp

/// The checklist's own options in `feed-web`, `--help`'s "Requirements checklist" group:
/// `RequirementsWebFeature.Options`, as text.
///
/// Kept in the host while `RequirementsWeb` does not depend on swift-argument-parser (and `feed-web` not
/// on `RequirementsWeb`); with that dependency this group moves into the feature as its options.
struct RequirementsWebOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("outbox-capacity"),
        help: ArgumentHelp(
            "How many validations may wait in the outbox at once (1 to 100000).", valueName: "count"))
    var outboxCapacity = 100

    @Option(
        name: .customLong("delivery-seconds"),
        help: ArgumentHelp(
            "Seconds between two attempts to send the validations waiting in the outbox (1 to 86400).",
            valueName: "seconds"))
    var deliverySeconds: Double = 30

    func validate() throws {
        guard (1...100_000).contains(outboxCapacity) else {
            throw UsageMessage.outOfRange("--outbox-capacity", 1...100_000)
        }
        guard (1...86_400).contains(deliverySeconds) else {
            throw UsageMessage.outOfRange("--delivery-seconds", 1...86400, unit: .seconds)
        }
    }

    /// The checklist to mount with these options.
    var mount: WebFeatureMount {
        .requirements(outboxCapacity: outboxCapacity, deliveryInterval: .seconds(deliverySeconds))
    }
}
