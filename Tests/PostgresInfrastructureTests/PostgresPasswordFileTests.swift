import Foundation
import Testing

@testable import PostgresInfrastructure

struct PostgresPasswordFileTests {
    @Test func matchesTheFourFieldsAndGivesTheFirstMatchingLine() {
        let file = PostgresPasswordFile(
            contents: """
                # comment:with:five:fields:here
                db.internal:5432:feeds:app:first
                db.internal:5432:feeds:app:second
                *:*:*:app:any-host
                *:*:*:*:fallback
                """)

        #expect(file.password(host: "db.internal", port: 5432, database: "feeds", username: "app") == "first")
        #expect(file.password(host: "db.internal", port: 6543, database: "feeds", username: "app") == "any-host")
        #expect(file.password(host: "other", port: 5432, database: "x", username: "app") == "any-host")
        #expect(file.password(host: "other", port: 5432, database: "x", username: "root") == "fallback")
    }

    @Test func readsEscapedColonsAndBackslashes() {
        let file = PostgresPasswordFile(
            contents: #"""
                fe80\:\:1:5432:d\\b:a\:pp:pa\:ss\\word:ignored
                \*:5432:feeds:app:literal-star
                """#)

        #expect(file.password(host: "fe80::1", port: 5432, database: #"d\b"#, username: "a:pp") == #"pa:ss\word"#)
        #expect(file.password(host: "*", port: 5432, database: "feeds", username: "app") == "literal-star")
        #expect(file.password(host: "db.internal", port: 5432, database: "feeds", username: "app") == nil)
    }

    @Test func skipsShortLinesAndTreatsAnEmptyPasswordAsNone() {
        let file = PostgresPasswordFile(contents: "db:5432:feeds:app\r\ndb:5432:feeds:app:\n*:*:*:*:later\n")

        #expect(file.entries.count == 2)
        #expect(file.password(host: "db", port: 5432, database: "feeds", username: "app") == nil)
        #expect(file.password(host: "db", port: 1, database: "feeds", username: "app") == "later")
    }

    /// libpq ignores a password file its group or other users may use in any way; so does this.
    @Test(arguments: [(0o600, true), (0o400, true), (0o700, true), (0o640, false), (0o604, false), (0o620, false)])
    func ignoresAFileOpenToItsGroupOrOthers(permissions: Int, isRead: Bool) throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("pgpass").path
            try write("*:*:*:*:secret\n", to: path, permissions: permissions)

            let password = PostgresPasswordFile.load(path: path)?
                .password(host: "db", port: 5432, database: "feeds", username: "app")

            #expect(password == (isRead ? "secret" : nil))
        }
    }

    @Test func ignoresAFolderAndAMissingFile() throws {
        try withTemporaryFolder { folder in
            #expect(PostgresPasswordFile.load(path: folder.path) == nil)
            #expect(PostgresPasswordFile.load(path: folder.appendingPathComponent("none").path) == nil)
        }
    }

    @Test func findsThePathInPGPASSFILEElseInHome() {
        #expect(PostgresPasswordFile.path(environment: ["PGPASSFILE": "/etc/pg", "HOME": "/home/a"]) == "/etc/pg")
        #expect(PostgresPasswordFile.path(environment: ["HOME": "/home/a"]) == "/home/a/.pgpass")
    }
}
