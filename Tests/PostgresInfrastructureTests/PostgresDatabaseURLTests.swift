import Testing

@testable import PostgresInfrastructure

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
        "postgres://localhost/feeds?sslmode=sometimes",
    ])
    func rejectsWhatIsNotAPostgresURL(_ string: String) {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) { try PostgresDatabaseURL(string) }
    }

    /// URLComponents decodes user and password already: `%25` is one `%`, read once.
    @Test(arguments: [("p%25zz", "p%zz"), ("s%3Acret", "s:cret"), ("100%25", "100%"), ("plain", "plain")])
    func decodesThePasswordOnce(encoded: String, password: String) throws {
        let url = try PostgresDatabaseURL("postgres://app:\(encoded)@db.internal/feeds")

        #expect(url.password == password)
        #expect(!url.description.contains(password))
    }

    @Test(arguments: [
        ("postgres://db.internal/feeds", "prefer"), ("postgres://127.0.0.1/feeds", "disable"),
        ("postgres://localhost/feeds", "disable"), ("postgres://[::1]/feeds", "disable"),
        ("postgres://db.internal/feeds?sslmode=verify-full", "verify-full"),
        ("postgres://db.internal/feeds?sslmode=verify-ca", "verify-ca"),
        ("postgres://127.0.0.1/feeds?sslmode=require", "require"),
    ])
    func choosesTLSByHostUnlessSSLModeSays(string: String, sslMode: String) throws {
        #expect(try PostgresDatabaseURL(string).sslMode == sslMode)
    }
}
