import PostgresInfrastructure
import Testing

struct PostgresDatabaseURLTests {
    @Test func readsEveryPartOfAFullURL() throws {
        let url = try PostgresDatabaseURL("postgres://feed%40app:s%3Acret@db.internal:6543/feeds?sslmode=require")

        #expect(url.host == "db.internal")
        #expect(url.port == 6543)
        #expect(url.username == "feed@app")
        #expect(url.database == "feeds")
        #expect(url.sslMode == "require")
    }

    @Test func defaultsThePortTheUserTheDatabaseAndTLS() throws {
        let url = try PostgresDatabaseURL("postgresql://localhost")

        #expect(url.port == 5432)
        #expect(url.username == "postgres")
        #expect(url.database == "postgres")
        #expect(url.sslMode == "disable")
    }

    @Test func describesItselfWithoutThePassword() throws {
        let url = try PostgresDatabaseURL("postgres://app:secret@127.0.0.1:5432/feeds")

        #expect(url.description == "postgres://app@127.0.0.1:5432/feeds")
        #expect(!url.description.contains("secret"))
    }

    @Test(arguments: [
        "http://localhost/feeds", "postgres:///feeds", "not a url", "postgres://localhost:70000/feeds",
        "postgres://localhost/feeds?sslmode=verify-full",
    ])
    func rejectsWhatIsNotAPostgresURL(_ string: String) {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) { try PostgresDatabaseURL(string) }
    }
}
