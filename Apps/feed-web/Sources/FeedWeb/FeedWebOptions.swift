import AppSupport
import ArgumentParser

/// The feed's own options in `feed-web`, `--help`'s "Feed" group: ``FeedWebFeature/Options`` as
/// the command line gives them, with their help and range checks.
public struct FeedWebOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("refresh-seconds"),
        help: ArgumentHelp(
            "Seconds after a load during which Refresh is served from that load (0: every Refresh loads; at most 86400).",
            valueName: "seconds"))
    public var refreshSeconds: Double = 1

    @Option(
        name: .customLong("comments-seconds"),
        help: ArgumentHelp(
            "Seconds an image's loaded comments are shown again without loading them anew (0: every request "
                + "loads; at most 86400).",
            valueName: "seconds"))
    public var commentsSeconds: Double = 5

    @Option(
        name: .customLong("cache-validation-seconds"),
        help: ArgumentHelp(
            "Seconds between validations of the feed cache (a cache seven days old is deleted), besides one at "
                + "start; 1 to 604800.",
            valueName: "seconds"))
    public var cacheValidationSeconds: Double = 3600

    public init() {}

    public func validate() throws {
        guard (0...86_400).contains(refreshSeconds) else {
            throw UsageMessage.outOfRange("--refresh-seconds", 0...86400, unit: .seconds)
        }
        guard (0...86_400).contains(commentsSeconds) else {
            throw UsageMessage.outOfRange("--comments-seconds", 0...86400, unit: .seconds)
        }
        guard (1...604_800).contains(cacheValidationSeconds) else {
            throw UsageMessage.outOfRange("--cache-validation-seconds", 1...604_800, unit: .seconds)
        }
    }

    /// The feed's settings these options give.
    public var options: FeedWebFeature.Options {
        FeedWebFeature.Options(
            refreshInterval: .seconds(refreshSeconds), commentsLifetime: .seconds(commentsSeconds),
            cacheValidationInterval: .seconds(cacheValidationSeconds))
    }
}
