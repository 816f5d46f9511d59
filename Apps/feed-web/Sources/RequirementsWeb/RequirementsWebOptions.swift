import AppSupport
import ArgumentParser

/// The checklist's own options in `feed-web`, `--help`'s "Requirements checklist" group:
/// ``RequirementsWebFeature/Options`` as the command line gives them, with their help and range checks.
public struct RequirementsWebOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("outbox-capacity"),
        help: ArgumentHelp(
            "How many validations may wait in the outbox at once (1 to 100000).", valueName: "count"))
    public var outboxCapacity = 100

    @Option(
        name: .customLong("delivery-seconds"),
        help: ArgumentHelp(
            "Seconds between two attempts to send the validations waiting in the outbox (1 to 86400).",
            valueName: "seconds"))
    public var deliverySeconds: Double = 30

    public init() {}

    public func validate() throws {
        guard (1...100_000).contains(outboxCapacity) else {
            throw UsageMessage.outOfRange("--outbox-capacity", 1...100_000)
        }
        guard (1...86_400).contains(deliverySeconds) else {
            throw UsageMessage.outOfRange("--delivery-seconds", 1...86400, unit: .seconds)
        }
    }

    /// The checklist's settings these options give.
    public var options: RequirementsWebFeature.Options {
        RequirementsWebFeature.Options(outboxCapacity: outboxCapacity, deliveryInterval: .seconds(deliverySeconds))
    }
}
