import Foundation
import Testing

@testable import PostgresInfrastructure

/// A man in the middle who declines TLS and asks for the password in clear, played by a listener on
/// 127.0.0.1; the URL is told its host is not loopback, as a remote server's would be.
struct PostgresCleartextPasswordTests {
    static let password = "s3cret-pw"

    @Test(arguments: [nil, "verify-full"])
    func neverSendsThePasswordToARemoteHostThatDeclinesTLS(sslMode: String?) async throws {
        let listener = try CleartextPasswordListener()
        defer { listener.stop() }
        let url = try PostgresDatabaseURL(
            "postgres://app:\(Self.password)@127.0.0.1:\(listener.port)/feeds"
                + (sslMode.map { "?sslmode=\($0)" } ?? ""),
            environment: [:], hostIsLoopback: false)

        await failsToConnect(url, until: { $0.sslRequests >= 1 }, on: listener)

        let record = listener.record
        #expect(record.sslRequests >= 1)
        #expect(record.startupMessages == 0)
        #expect(record.passwordMessages.isEmpty)
        #expect(!String(decoding: record.received, as: UTF8.self).contains(Self.password))
    }

    @Test(arguments: ["disable", "prefer", "require"])
    func refusesAnUnverifiedModeBeforeConnecting(sslMode: String) {
        #expect(throws: PostgresDatabaseURL.InvalidError.self) {
            try PostgresDatabaseURL(
                "postgres://app:\(Self.password)@127.0.0.1:5432/feeds?sslmode=\(sslMode)", environment: [:],
                hostIsLoopback: false)
        }
    }

    /// The control: with the opt-in the listener does receive the password, so the test above would see it.
    @Test func sendsThePasswordInClearOnlyWhenTheURLOptsIn() async throws {
        let listener = try CleartextPasswordListener()
        defer { listener.stop() }
        let url = try PostgresDatabaseURL(
            "postgres://app:\(Self.password)@127.0.0.1:\(listener.port)/feeds?sslmode=prefer&allow_insecure_password=true",
            environment: [:], hostIsLoopback: false)

        await failsToConnect(url, until: { !$0.passwordMessages.isEmpty }, on: listener)

        let record = listener.record
        #expect(record.sslRequests >= 1)
        #expect(record.passwordMessages.first == Array(Self.password.utf8) + [0])
    }

    /// Runs a pool on `url` and tries a query (which the listener never lets through) until the
    /// listener's record shows `done`: an attempt that the busy machine did not finish within the
    /// operation's 2 s is simply tried again, for up to a minute, so the record is read only once an
    /// attempt has reached the listener and ended.
    private func failsToConnect(
        _ url: PostgresDatabaseURL, until done: (CleartextPasswordListener.Record) -> Bool,
        on listener: CleartextPasswordListener
    ) async {
        let database = PostgresDatabase(url: url, maximumConnections: 1, operationTimeout: .seconds(2))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await database.run() }
            let deadline = ContinuousClock.now + .seconds(60)
            repeat {
                await #expect(throws: (any Error).self) { try await database.checkReachable() }
            } while !done(listener.record) && ContinuousClock.now < deadline
            group.cancelAll()
        }
    }
}
