import Testing

@testable import PostgresInfrastructure

struct PostgresPasswordPolicyTests {
    static let modes: [String?] = [nil, "disable", "prefer", "require", "verify-ca", "verify-full"]

    /// Loopback cannot be listened to from the network: every mode, `disable` by default, opt-in or not.
    @Test(arguments: modes, [(false, false), (false, true), (true, false), (true, true)])
    func connectsToALoopbackHostWithTheModeAskedFor(sslMode: String?, passwordAndOptIn: (Bool, Bool)) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: true, sslMode: sslMode, hasPassword: passwordAndOptIn.0,
            allowsInsecurePassword: passwordAndOptIn.1)

        #expect(decision == .connect(sslMode: sslMode ?? "disable"))
    }

    /// Without a password nothing secret is sent: every mode, `verify-full` by default.
    @Test(arguments: modes, [false, true])
    func connectsToARemoteHostWithoutAPasswordInAnyMode(sslMode: String?, optIn: Bool) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: false, sslMode: sslMode, hasPassword: false, allowsInsecurePassword: optIn)

        #expect(decision == .connect(sslMode: sslMode ?? "verify-full"))
    }

    @Test(
        arguments: [
            (nil, false, PostgresPasswordPolicy.Decision.connect(sslMode: "verify-full")),
            (nil, true, .connect(sslMode: "verify-full")),
            ("disable", false, .refuse(sslMode: "disable")),
            ("disable", true, .connect(sslMode: "disable")),
            ("prefer", false, .refuse(sslMode: "prefer")),
            ("prefer", true, .connect(sslMode: "prefer")),
            ("require", false, .refuse(sslMode: "require")),
            ("require", true, .connect(sslMode: "require")),
            ("verify-ca", false, .connect(sslMode: "verify-ca")),
            ("verify-ca", true, .connect(sslMode: "verify-ca")),
            ("verify-full", false, .connect(sslMode: "verify-full")),
            ("verify-full", true, .connect(sslMode: "verify-full")),
        ] as [(String?, Bool, PostgresPasswordPolicy.Decision)])
    func sendsAPasswordToARemoteHostOnlyOverAVerifiedCertificateUnlessOptedIn(
        sslMode: String?, optIn: Bool, expected: PostgresPasswordPolicy.Decision
    ) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: false, sslMode: sslMode, hasPassword: true, allowsInsecurePassword: optIn)

        #expect(decision == expected)
    }

    @Test(arguments: [
        "localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1",
        "::ffff:127.0.0.1",
    ])
    func recognizesLoopback(_ host: String) {
        #expect(PostgresPasswordPolicy.isLoopback(host))
    }

    @Test(arguments: [
        "db.internal", "localhost.example.com", "127.0.0.1.example.com", "128.0.0.1", "10.0.0.1", "0.0.0.0", "::",
        "::2", "::ffff:10.0.0.1", "fe80::1", "",
    ])
    func treatsEveryOtherHostAsRemote(_ host: String) {
        #expect(!PostgresPasswordPolicy.isLoopback(host))
    }
}
