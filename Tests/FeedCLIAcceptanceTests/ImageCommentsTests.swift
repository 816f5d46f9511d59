import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// Scenario 6: an image's comments, with relative dates; offline, the error message.
    @Suite struct ImageComments {
        let dataSet = SampleDataSet.shipped

        private var imageWithComments: SampleDataSet.Image {
            dataSet.images.first { !$0.comments.isEmpty }!
        }

        /// The API answers 404 for an image it does not have: the app says so, in the chosen language,
        /// instead of reporting a server it could not reach.
        @Test(arguments: [
            ("en", "No image with id %@ on the server"),
            ("pt-BR", "Nenhuma imagem com id %@ no servidor"),
            ("el", "Δεν υπάρχει εικόνα με id %@ στο διακομιστή"),
        ])
        func saysTheServerHasNoSuchImage(language: String, message: String) async throws {
            let unknownID = UUID(uuidString: "2AB2AE66-A4B7-4A16-B374-51BBAC8DB086")!
            #expect(!dataSet.images.contains { $0.id == unknownID })

            try await AcceptanceContext.run { context in
                let output = try await context.feed(["comments", unknownID.uuidString, "--lang", language])

                #expect(output.status == 1)
                #expect(output.stdout.isEmpty)
                #expect(output.stderr == String(format: message, unknownID.uuidString) + "\n")
            }
        }

        /// `feed comments --help` and `feed image --help` show ids that the sample backend has, so that
        /// their examples work as written.
        @Test(arguments: ["comments", "image"])
        func helpExamplesUseIDsOfTheSampleFeed(subcommand: String) async throws {
            try await AcceptanceContext.run { context in
                let help = try await context.executable.run([subcommand, "--help"])
                let ids = help.text.matches(of: /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/)
                    .map { UUID(uuidString: String($0.output))! }

                #expect(!ids.isEmpty)
                for id in ids {
                    #expect(dataSet.images.contains { $0.id == id }, "\(subcommand) --help shows \(id)")
                }
            }
        }

        @Test func showsCommentsWithUsernamesAndRelativeDates() async throws {
            try await AcceptanceContext.run { context in
                let image = imageWithComments

                let output = try await context.feed(["comments", image.id.uuidString])

                #expect(output.status == 0)
                #expect(output.lines.first == "Comments")
                for comment in image.comments {
                    #expect(output.text.contains(comment.message))
                    #expect(output.text.contains("\(comment.username) · "))
                }
                #expect(output.text.contains(" ago"))
            }
        }

        @Test func datesAreRelativeToTheAppsClock() async throws {
            try await AcceptanceContext.run { context in
                let image = imageWithComments

                let (output, comments) = try await commentsJSON(context, image: image)

                #expect(output.status == 0)
                let json = try #require(comments)
                #expect(json.title == "Comments")
                #expect(json.imageID == image.id)
                #expect(json.comments.map(\.id) == image.comments.map(\.id))
                #expect(json.comments.map(\.username) == image.comments.map(\.username))
                for (shown, comment) in zip(json.comments, image.comments) {
                    let expectedDate = AcceptanceContext.referenceDate.addingTimeInterval(
                        -60 * Double(comment.minutesAgo))
                    #expect(shown.createdAt == expectedDate)
                    #expect(shown.relativeDate == expectedRelativeDate(minutesAgo: comment.minutesAgo))
                }
            }
        }

        @Test func showsTheTitleInTheChosenLanguage() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed(["comments", imageWithComments.id.uuidString, "--lang", "pt-BR"])

                #expect(output.status == 0)
                #expect(output.lines.first == "Comentários")
            }
        }

        @Test func showsTheErrorMessageOffline() async throws {
            try await AcceptanceContext.run(mode: .offline) { context in
                let output = try await context.feed(["comments", imageWithComments.id.uuidString])

                #expect(output.status == 1)
                #expect(output.stdout.isEmpty)
                #expect(output.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(output.stderr)")
            }
        }

        private func commentsJSON(
            _ context: AcceptanceContext,
            image: SampleDataSet.Image
        ) async throws -> (AppExecutable.Output, CommentsJSON?) {
            let output = try await context.feed(["comments", image.id.uuidString, "--json"])
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return (output, try? decoder.decode(CommentsJSON.self, from: output.stdout))
        }

        /// English relative dates as the presenter words them, for the minute counts of the data set.
        private func expectedRelativeDate(minutesAgo: Int) -> String {
            switch minutesAgo {
            case 1: "1 minute ago"
            case 2..<60: "\(minutesAgo) minutes ago"
            case 60..<120: "1 hour ago"
            case 120..<1440: "\(minutesAgo / 60) hours ago"
            case 1440..<2880: "1 day ago"
            default: "\(minutesAgo / 1440) days ago"
            }
        }
    }
}
