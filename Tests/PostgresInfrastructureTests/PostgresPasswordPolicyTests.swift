import Testing

@testable import PostgresInfrastructure

struct PostgresPasswordPolicyTests {
    static let modes: [String?] = [nil, "disable", "prefer", "require", "verify-ca", "verify-full"]

    /// Without a password nothing secret is sent: every mode but `verify-ca` without a root, `disable`
    /// by default on loopback, opt-in or not.
    @Test(arguments: modes.filter { $0 != "verify-ca" }, [false, true])
    func connectsToALoopbackHostWithoutAPasswordWithTheModeAskedFor(sslMode: String?, optIn: Bool) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: true, sslMode: sslMode, hasPrivateRoot: false, hasPassword: false,
            allowsInsecurePassword: optIn)

        #expect(decision == .connect(sslMode: sslMode ?? "disable"))
    }

    /// A local user may hold the loopback port while PostgreSQL is down and ask for the password in
    /// clear: a password goes to loopback as to any host, over a verified link or with the opt-in.
    @Test(
        arguments: [
            (nil, false, PostgresPasswordPolicy.Decision.refuse(sslMode: "disable")),
            (nil, true, .connect(sslMode: "disable")),
            ("prefer", false, .refuse(sslMode: "prefer")),
            ("require", false, .refuse(sslMode: "require")),
            ("require", true, .connect(sslMode: "require")),
            ("verify-full", false, .connect(sslMode: "verify-full")),
        ] as [(String?, Bool, PostgresPasswordPolicy.Decision)])
    func sendsAPasswordToLoopbackOnlyOverAVerifiedLinkUnlessOptedIn(
        sslMode: String?, optIn: Bool, expected: PostgresPasswordPolicy.Decision
    ) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: true, sslMode: sslMode, hasPrivateRoot: false, hasPassword: true,
            allowsInsecurePassword: optIn)

        #expect(decision == expected)
    }

    /// Without a password nothing secret is sent: every mode but `verify-ca` without a root,
    /// `verify-full` by default.
    @Test(arguments: modes.filter { $0 != "verify-ca" }, [false, true])
    func connectsToARemoteHostWithoutAPasswordInAnyMode(sslMode: String?, optIn: Bool) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: false, sslMode: sslMode, hasPrivateRoot: false, hasPassword: false,
            allowsInsecurePassword: optIn)

        #expect(decision == .connect(sslMode: sslMode ?? "verify-full"))
    }

    /// `verify-ca` against the system's CAs passes any server with a publicly trusted certificate: it
    /// is refused without a private root, whatever the host, the password and the opt-in.
    @Test(arguments: [false, true], [(false, false), (true, false), (true, true)])
    func refusesVerifyCAWithoutAPrivateRoot(hostIsLoopback: Bool, passwordAndOptIn: (Bool, Bool)) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: hostIsLoopback, sslMode: "verify-ca", hasPrivateRoot: false,
            hasPassword: passwordAndOptIn.0, allowsInsecurePassword: passwordAndOptIn.1)

        #expect(decision == .refuseVerifyCAWithoutRoot)
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
            ("verify-full", false, .connect(sslMode: "verify-full")),
            ("verify-full", true, .connect(sslMode: "verify-full")),
        ] as [(String?, Bool, PostgresPasswordPolicy.Decision)])
    func sendsAPasswordToARemoteHostOnlyOverAVerifiedCertificateUnlessOptedIn(
        sslMode: String?, optIn: Bool, expected: PostgresPasswordPolicy.Decision
    ) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: false, sslMode: sslMode, hasPrivateRoot: false, hasPassword: true,
            allowsInsecurePassword: optIn)

        #expect(decision == expected)
    }

    /// `verify-ca` with a private root verifies the server: the password may go, on any host.
    @Test(arguments: [false, true])
    func sendsAPasswordOverVerifyCAWithAPrivateRoot(hostIsLoopback: Bool) {
        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: hostIsLoopback, sslMode: "verify-ca", hasPrivateRoot: true, hasPassword: true,
            allowsInsecurePassword: false)

        #expect(decision == .connect(sslMode: "verify-ca"))
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
