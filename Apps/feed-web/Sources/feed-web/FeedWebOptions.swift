import ArgumentParser
import AppSupport
import FeedWebApp

/// The feed's own options in `feed-web`, `--help`'s "Feed" group: `FeedWebFeature.Options`, as text.
///
/// Kept in the host while `FeedWeb` does not depend on swift-argument-parser (and `feed-web` not on
/// `FeedWeb`); with that dependency this group moves into the feature as its options.
struct FeedWebOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("refresh-seconds"),
        help: ArgumentHelp(
            "Seconds after a load during which Refresh is served from that load (0: every Refresh loads; at most 86400).",
            valueName: "seconds"))
    var refreshSeconds: Double = 1

    @Option(
        name: .customLong("comments-seconds"),
        help: ArgumentHelp(
            "Seconds an image's loaded comments are shown again without loading them anew (0: every request "
                + "loads; at most 86400).",
            valueName: "seconds"))
    var commentsSeconds: Double = 5

    @Option(
        name: .customLong("cache-validation-seconds"),
        help: ArgumentHelp(
            "Seconds between validations of the feed cache (a cache seven days old is deleted), besides one at "
                + "start; 1 to 604800.",
            valueName: "seconds"))
    var cacheValidationSeconds: Double = 3600

    func validate() throws {
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

    /// The feed to mount with these options.
    var mount: WebFeatureMount {
        .feed(
            refreshInterval: .seconds(refreshSeconds), commentsLifetime: .seconds(commentsSeconds),
            cacheValidationInterval: .seconds(cacheValidationSeconds))
    }
}
