import AppSupport
import ArgumentParser
import Foundation
import Logging
import PostgresInfrastructure

/// `--database-url` as one `@OptionGroup`: a PostgreSQL database in which an app keeps its state
/// instead of its files, shared with every app and instance given the same URL. `DATABASE_URL` when
/// the option is not given; the files when neither is.
public struct DatabaseOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "A PostgreSQL database to keep the caches and the outbox of validations in instead of the files, "
                + "shared by every app and instance given the same URL (postgres://user@host:port/database; "
                + "default: $DATABASE_URL, else the files). The password is better given in $PGPASSWORD or "
                + "~/.pgpass (chmod 600) than on the command line. A host that is not loopback gets "
                + "sslmode=verify-full unless the URL says otherwise (sslrootcert=FILE for a private CA); a "
                + "password goes to any host only over verify-full, or verify-ca with sslrootcert, unless "
                + "allow_insecure_password=true.",
            valueName: "url"))
    public var databaseURL: String?

    public init() {}

    /// Rejects a URL (given or in `DATABASE_URL`) that is not a PostgreSQL database's.
    public func validate() throws {
        _ = try resolvedURL()
    }

    /// `--database-url`, else `DATABASE_URL` of `environment`; `nil` (the files) when neither is given.
    /// - Throws: `ValidationError` naming the option when the URL is not a PostgreSQL database's.
    public func resolvedURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> PostgresDatabaseURL? {
        guard let string = databaseURL ?? environment["DATABASE_URL"], !string.isEmpty else { return nil }
        do {
            return try PostgresDatabaseURL(string)
        } catch let error as PostgresDatabaseURL.InvalidError {
            throw ValidationError("--database-url (or DATABASE_URL): \(error.reason).")
        }
    }

    /// Runs `body` with the database these options name, its connections open while `body` runs and
    /// closed afterwards; with `nil` when they name none. PostgresNIO's own log lines below `error` are
    /// not written (a terminal app has no log to keep them in).
    ///
    /// - Throws: ``DatabaseUnreachableError`` before `body` runs when no connection to the database's
    ///   host and port can be opened (refused, unreachable, no answer), and `body`'s error.
    public func withDatabase<Result>(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        _ body: (PostgresDatabase?) async throws -> Result
    ) async throws -> Result {
        guard let url = try resolvedURL(environment: environment) else { return try await body(nil) }
        if let cause = ConnectionProbe.error(connectingToHost: url.host, port: url.port) {
            throw DatabaseUnreachableError(host: url.host, port: url.port, cause: cause)
        }
        var logger = Logger(label: "postgres")
        logger.logLevel = .error
        let database = PostgresDatabase(url: url, logger: logger)
        let pool = Task { await database.run() }
        let result: Result
        do {
            result = try await body(database)
        } catch {
            pool.cancel()
            await pool.value
            throw error
        }
        pool.cancel()
        await pool.value
        return result
    }
}
