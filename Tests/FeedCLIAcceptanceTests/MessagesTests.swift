import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// What `feed` prints of its own is in the user's language, and a local failure is reported as
    /// what it is, with the store's path.
    @Suite struct Messages {
        let image = SampleDataSet.shipped.images[0]

        @Test func savedImageCacheValidationAndUnknownIdInTheUsersLanguage() async throws {
            try await AcceptanceContext.run { context in
                let saved = try await context.feed(["image", image.id.uuidString, "-o", "image.png", "--lang", "el"])
                let validated = try await context.feed(["validate-cache", "--lang", "pt-BR"])
                let unknown = try await context.feed(["image", UUID().uuidString, "-o", "x.png", "--lang", "el"])

                #expect(saved.status == 0, "stderr: \(saved.stderr)")
                #expect(saved.text.hasPrefix("Αποθηκεύτηκαν "))
                #expect(validated.text.hasPrefix("Cache (feed) mantido: "))
                #expect(unknown.status == 1)
                #expect(unknown.stderr.hasPrefix("Δεν υπάρχει εικόνα με id "))
            }
        }

        /// The store's own database, damaged (SQLite's header with a page size SQLite refuses, and its
        /// schema table named), is moved aside with a warning, and the app works again: the next
        /// offline run shows what the online run saved.
        @Test func aCorruptStoreIsMovedAsideAndANewOneStarted() async throws {
            try await AcceptanceContext.run { context in
                var garbage = Data("SQLite format 3\0".utf8) + Data(repeating: 0x41, count: 84)
                garbage.append(Data(#"CREATE TABLE "grdb_migrations" ("identifier" TEXT NOT NULL PRIMARY KEY)"#.utf8))
                try FileManager.default.createDirectory(
                    at: context.storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try garbage.write(to: context.storeURL)

                let online = try await context.feed([])
                let offline = try await context.feed([], baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(online.status == 0, "stderr: \(online.stderr)")
                #expect(online.stderr.contains("could not be read; it was moved to \(context.storeURL.path).corrupt-"))
                #expect(offline.status == 0, "stderr: \(offline.stderr)")
                let folder = try FileManager.default.contentsOfDirectory(
                    atPath: context.storeURL.deletingLastPathComponent().path)
                let aside = try #require(folder.first { $0.hasPrefix("feed.sqlite.corrupt-") })
                #expect(
                    try Data(contentsOf: context.storeURL.deletingLastPathComponent().appending(path: aside)) == garbage
                )
            }
        }

        /// A store that cannot be opened at all (a folder where the file belongs): offline, the message
        /// names the store, not the server.
        @Test func aStoreThatCannotBeUsedIsReportedWithItsPathNotAsTheServer() async throws {
            try await AcceptanceContext.run { context in
                try FileManager.default.createDirectory(at: context.storeURL, withIntermediateDirectories: true)

                let output = try await context.feed([], baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(output.status == 1)
                #expect(output.stderr.hasPrefix("Cannot use the cache \(context.storeURL.path): "))
            }
        }
    }
}
