import ArgumentParser
import FeedWeb
import Foundation
import RequirementsWeb
import Testing

@testable import feed_web

/// Each feature's own options are a group of their own: parsed alone, with their defaults and their
/// range checks; `--help` lists every option, and `--features` names the host's list of features.
@Suite("Feature options")
struct FeatureOptionsTests {
    @Test func theFeedsOptionsParseAloneWithTheirDefaults() throws {
        let defaults = try FeedWebOptions.parse([])
        #expect(defaults.refreshSeconds == 1)
        #expect(defaults.commentsSeconds == 5)
        #expect(defaults.cacheValidationSeconds == 3600)

        let given = try FeedWebOptions.parse([
            "--refresh-seconds", "0", "--comments-seconds", "86400", "--cache-validation-seconds", "1",
        ])
        #expect(given.refreshSeconds == 0)
        #expect(given.commentsSeconds == 86400)
        #expect(given.cacheValidationSeconds == 1)
    }

    @Test(arguments: [
        ["--refresh-seconds", "86401"], ["--refresh-seconds", "soon"], ["--comments-seconds", "86401"],
        ["--cache-validation-seconds", "0"], ["--cache-validation-seconds", "604801"],
    ])
    func theFeedsOptionsRefuseABadValueNamingTheOption(_ arguments: [String]) {
        let message = refusal(of: arguments, by: FeedWebOptions.self)
        #expect(message?.contains(arguments[0]) == true, "\(arguments): \(message ?? "accepted")")
    }

    @Test func theChecklistsOptionsParseAloneWithTheirDefaults() throws {
        let defaults = try RequirementsWebOptions.parse([])
        #expect(defaults.outboxCapacity == 100)
        #expect(defaults.deliverySeconds == 30)

        let given = try RequirementsWebOptions.parse(["--outbox-capacity", "1", "--delivery-seconds", "86400"])
        #expect(given.outboxCapacity == 1)
        #expect(given.deliverySeconds == 86400)
    }

    @Test(arguments: [
        ["--outbox-capacity", "0"], ["--outbox-capacity", "100001"], ["--outbox-capacity", "many"],
        ["--delivery-seconds", "0"], ["--delivery-seconds", "86401"],
    ])
    func theChecklistsOptionsRefuseABadValueNamingTheOption(_ arguments: [String]) {
        let message = refusal(of: arguments, by: RequirementsWebOptions.self)
        #expect(message?.contains(arguments[0]) == true, "\(arguments): \(message ?? "accepted")")
    }

    @Test func aGroupKnowsNoOtherFeaturesOption() {
        #expect(refusal(of: ["--delivery-seconds", "5"], by: FeedWebOptions.self) != nil)
        #expect(refusal(of: ["--refresh-seconds", "5"], by: RequirementsWebOptions.self) != nil)
    }

    /// `--features`' default is the host's list of features (`FeedWebConfiguration.availableFeatureNames`).
    @Test func theHostsFeaturesAreTheNamesInTheHelpOfFeatures() throws {
        // The help as one line: ArgumentParser wraps it at the terminal's width.
        let help = FeedWebCommand.helpMessage().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let option = try #require(help.firstRange(of: "--features <names> "))
        let among = try #require(help[option.upperBound...].firstRange(of: "among "))
        let sentence = try #require(help[among.upperBound...].split(separator: ".").first)
        let names = sentence.replacing(" and ", with: ", ").split(separator: ", ").map(String.init)
        let hosted = try FeedWebCommand.parse([]).features.split(separator: ",").map(String.init)

        #expect(names == hosted)
        #expect(Set(hosted).isSuperset(of: ["feed", "photos", "requirements"]))
    }

    /// The help's overview says where each of the host's features is mounted, a generated one too.
    @Test func theHelpSaysWhereEachFeatureIsMounted() throws {
        let help = FeedWebCommand.helpMessage().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let start = try #require(help.firstRange(of: "unless --features names fewer: "))
        let sentence = try #require(help[start.upperBound...].firstRange(of: ", with a navigation"))
        let mounts = help[start.upperBound..<sentence.lowerBound].replacing(" and ", with: ", ")
            .split(separator: ", ").map(String.init)

        let hosted = try FeedWebCommand.parse([]).features.split(separator: ",").map(String.init)

        #expect(mounts.map { String($0.prefix { $0 != " " }) } == hosted)
        #expect(mounts.starts(with: ["feed at /", "photos at /photos", "requirements at /requirements"]))
    }

    @Test func theHelpListsEveryOptionWithEachFeaturesOwnInItsGroup() throws {
        let help = FeedWebCommand.helpMessage(columns: 1000)
        for option in [
            "--features", "--base-url", "--store", "--timeout", "--max-response-size", "--allow-host", "--port",
            "--host", "--server-name", "--snapshot-seconds", "--refresh-seconds", "--comments-seconds",
            "--cache-validation-seconds", "--idle-seconds", "--request-seconds", "--write-seconds", "--grace-seconds",
            "--max-connections", "--database-url",
            "--database-connections", "--max-age", "--outbox-capacity", "--delivery-seconds", "--log-level",
        ] {
            #expect(help.contains(option), "feed-web --help lacks \(option)")
        }
        let feed = try #require(help.range(of: "FEED:")).upperBound
        let checklist = try #require(help.range(of: "REQUIREMENTS CHECKLIST:"))
        #expect(help[feed..<checklist.lowerBound].contains("--refresh-seconds"))
        #expect(help[checklist.upperBound...].contains("--delivery-seconds"))
    }

    /// The usage message `Options` gives for `arguments`, or `nil` when it accepts them.
    private func refusal<Options: ParsableArguments>(of arguments: [String], by _: Options.Type) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return Options.message(for: error)
        }
    }
}
