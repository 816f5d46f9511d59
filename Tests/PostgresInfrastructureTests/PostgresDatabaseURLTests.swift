import Foundation
import Testing

@testable import PostgresInfrastructure

struct PostgresDatabaseURLTests {
    @Test func readsEveryPartOfAFullURL() throws {
        let url = try PostgresDatabaseURL(
            "postgres://feed%40app:s%3Acret@db.internal:6543/feeds?sslmode=require&allow_insecure_password=true",
            environment: noPasswordSources)

        #expect(url.host == "db.internal")
        #expect(url.port == 6543)
        #expect(url.username == "feed@app")
        #expect(url.database == "feeds")
        #expect(url.sslMode == "require")
    }

    @Test func defaultsThePortTheUserTheDatabaseAndTLS() throws {
        let url = try PostgresDatabaseURL("postgresql://localhost", environment: noPasswordSources)

        #expect(url.port == 5432)
        #expect(url.username == "postgres")
        #expect(url.database == "postgres")
        #expect(url.sslMode == "disable")
    }

    @Test func describesItselfWithoutThePassword() throws {
        let url = try PostgresDatabaseURL(
            "postgres://app:secret@127.0.0.1:5432/feeds?sslmode=verify-full", environment: noPasswordSources)

        #expect(url.description == "postgres://app@127.0.0.1:5432/feeds?sslmode=verify-full")
        #expect(!url.description.contains("secret"))
    }

    @Test(arguments: [
        "http://localhost/feeds", "postgres:///feeds", "not a url", "postgres://localhost:70000/feeds",
        "postgres://localhost/feeds?sslmode=sometimes", "postgres://localhost/feeds?allow_insecure_password=yes",
    ])
    func rejectsWhatIsNotAPostgresURL(_ string: String) {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) {
            try PostgresDatabaseURL(string, environment: noPasswordSources)
        }
    }

    /// URLComponents decodes user and password already: `%25` is one `%`, read once.
    @Test(arguments: [("p%25zz", "p%zz"), ("s%3Acret", "s:cret"), ("100%25", "100%"), ("plain", "plain")])
    func decodesThePasswordOnce(encoded: String, password: String) throws {
        let url = try PostgresDatabaseURL("postgres://app:\(encoded)@db.internal/feeds", environment: noPasswordSources)

        #expect(url.password == password)
        #expect(!url.description.contains(password))
    }

    @Test(arguments: [
        ("postgres://db.internal/feeds", "verify-full"), ("postgres://127.0.0.1/feeds", "disable"),
        ("postgres://localhost/feeds", "disable"), ("postgres://[::1]/feeds", "disable"),
        ("postgres://db.internal/feeds?sslmode=verify-full", "verify-full"),
        ("postgres://127.0.0.1/feeds?sslmode=require", "require"),
        ("postgres://db.internal/feeds?sslmode=prefer", "prefer"),
        ("postgres://app:pw@db.internal/feeds?sslmode=disable&allow_insecure_password=1", "disable"),
        ("postgres://app:pw@127.0.0.2/feeds?sslmode=prefer&allow_insecure_password=true", "prefer"),
    ])
    func choosesTLSByHostUnlessSSLModeSays(string: String, sslMode: String) throws {
        #expect(try PostgresDatabaseURL(string, environment: noPasswordSources).sslMode == sslMode)
    }

    @Test(arguments: ["disable", "prefer", "require"])
    func refusesToSendAPasswordToARemoteHostWithoutAVerifiedCertificate(sslMode: String) {
        #expect {
            try PostgresDatabaseURL("postgres://app:pw@db.internal/feeds?sslmode=\(sslMode)", environment: [:])
        } throws: { error in
            let reason = (error as? PostgresDatabaseURL.InvalidError)?.reason ?? ""
            return reason.contains("sslmode=\(sslMode)") && reason.contains("allow_insecure_password=true")
                && !reason.contains("pw@")
        }
    }

    /// `verify-ca` against the system's CAs passes any server with a publicly trusted certificate, for
    /// any name: refused without `sslrootcert`, as libpq refuses it, with or without a password.
    @Test(arguments: [
        "postgres://db.internal/feeds?sslmode=verify-ca", "postgres://app:pw@db.internal/feeds?sslmode=verify-ca",
        "postgres://app:pw@db.internal/feeds?sslmode=verify-ca&allow_insecure_password=true",
        "postgres://localhost/feeds?sslmode=verify-ca",
    ])
    func refusesVerifyCAWithoutARootCertificate(_ string: String) {
        #expect {
            try PostgresDatabaseURL(string, environment: noPasswordSources)
        } throws: { error in
            let reason = (error as? PostgresDatabaseURL.InvalidError)?.reason ?? ""
            return reason.contains("sslmode=verify-ca needs sslrootcert") && reason.contains("verify-full")
        }
    }

    /// A password on loopback too goes only over a verified link: a local user may hold the port while
    /// PostgreSQL is down. The opt-in still sends it.
    @Test func refusesAPasswordToLoopbackWithoutAVerifiedLinkUnlessOptedIn() throws {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) {
            try PostgresDatabaseURL("postgres://app:pw@localhost/feeds", environment: noPasswordSources)
        }
        let optedIn = try PostgresDatabaseURL(
            "postgres://app:pw@localhost/feeds?allow_insecure_password=true", environment: noPasswordSources)
        #expect(optedIn.sslMode == "disable")
        #expect(optedIn.password == "pw")
    }

    @Test func takesThePasswordFromPGPASSWORDWhenTheURLHasNone() throws {
        let environment = noPasswordSources.merging(["PGPASSWORD": "from-env"]) { $1 }

        #expect(
            try PostgresDatabaseURL("postgres://app@db.internal/feeds", environment: environment).password == "from-env"
        )
        #expect(
            try PostgresDatabaseURL("postgres://app:@db.internal/feeds", environment: environment).password
                == "from-env")
        #expect(
            try PostgresDatabaseURL("postgres://app:url@db.internal/feeds", environment: environment).password == "url")
        #expect(
            try PostgresDatabaseURL("postgres://app@db.internal/feeds", environment: noPasswordSources).password == nil)
    }

    /// A password from the environment counts as much as one in the URL: it is not sent unverified either.
    @Test func refusesAPasswordFromTheEnvironmentOverAnUnverifiedLinkToo() {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) {
            try PostgresDatabaseURL(
                "postgres://app@db.internal/feeds?sslmode=require", environment: ["PGPASSWORD": "from-env"])
        }
    }

    @Test func takesThePasswordFromThePasswordFileWhenNeitherURLNorEnvironmentHasOne() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("pgpass").path
            try write("db.internal:5432:feeds:app:from\\:file\n", to: file, permissions: 0o600)

            let url = try PostgresDatabaseURL("postgres://app@db.internal/feeds", environment: ["PGPASSFILE": file])
            let otherUser = try PostgresDatabaseURL(
                "postgres://other@db.internal/feeds", environment: ["PGPASSFILE": file])
            let fromEnvironment = try PostgresDatabaseURL(
                "postgres://app@db.internal/feeds", environment: ["PGPASSFILE": file, "PGPASSWORD": "env"])

            #expect(url.password == "from:file")
            #expect(otherUser.password == nil)
            #expect(fromEnvironment.password == "env")
        }
    }

    @Test func findsDotPgpassInHomeWithoutPGPASSFILE() throws {
        try withTemporaryFolder { folder in
            try write("*:*:*:*:home-secret\n", to: folder.appendingPathComponent(".pgpass").path, permissions: 0o600)

            let url = try PostgresDatabaseURL("postgres://app@db.internal/feeds", environment: ["HOME": folder.path])

            #expect(url.password == "home-secret")
        }
    }

    @Test func checksCertificatesAgainstTheCAOfSSLRootCert() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("ca.pem").path
            try write(testCertificateAuthorityPEM, to: file, permissions: 0o644)

            let byDefault = try PostgresDatabaseURL(
                "postgres://app:pw@db.internal/feeds?sslrootcert=\(file)", environment: [:])
            let required = try PostgresDatabaseURL(
                "postgres://app:pw@db.internal/feeds?sslmode=require&sslrootcert=\(file)", environment: [:])

            #expect(byDefault.sslMode == "verify-full")
            #expect(byDefault.rootCertificates?.count == 1)
            #expect(required.sslMode == "verify-ca")
        }
    }

    @Test func saysWhichSSLRootCertCannotBeRead() throws {
        #expect {
            try PostgresDatabaseURL(
                "postgres://db.internal/feeds?sslrootcert=/nonexistent/ca.pem", environment: noPasswordSources)
        } throws: { error in
            (error as? PostgresDatabaseURL.InvalidError)?.reason.hasPrefix(
                "sslrootcert /nonexistent/ca.pem cannot be read")
                == true
        }
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("ca.pem").path
            try write("not a certificate\n", to: file, permissions: 0o644)

            #expect {
                try PostgresDatabaseURL(
                    "postgres://db.internal/feeds?sslrootcert=\(file)", environment: noPasswordSources)
            } throws: { error in
                (error as? PostgresDatabaseURL.InvalidError)?.reason.contains("sslrootcert \(file)") == true
            }
        }
    }

    @Test(arguments: [
        "postgres://db.internal/feeds?sslmode=prefer&sslrootcert=/tmp/ca.pem",
        "postgres://db.internal/feeds?sslmode=disable&sslrootcert=/tmp/ca.pem",
        "postgres://db.internal/feeds?sslmode=verify-ca&sslrootcert=system",
    ])
    func refusesAnSSLRootCertTheModeWouldIgnore(_ string: String) {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) {
            try PostgresDatabaseURL(string, environment: noPasswordSources)
        }
    }

    @Test func usesTheSystemCAsForSSLRootCertSystem() throws {
        let url = try PostgresDatabaseURL("postgres://app:pw@db.internal/feeds?sslrootcert=system", environment: [:])

        #expect(url.sslMode == "verify-full")
        #expect(url.rootCertificates == nil)
    }
}
