import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// A Hummingbird HTTP server running in-process, on loopback by default, until ``stop()`` is called.
///
/// ```swift
/// let router = Router()
/// router.get("hello") { _, _ in "hello" }
/// let server = try await EmbeddedHTTPServer.start(router: router)   // port 0: an ephemeral port
/// // … GET server.baseURL.appending(path: "hello") …
/// await server.stop()   // returns once the port is closed
/// ```
///
/// The server runs the application in a `ServiceGroup` in a child task; ``start(responder:host:port:logger:limits:)``
/// returns once the listening socket is bound (so ``port`` is the real port even when `0` was asked for) and
/// throws if it cannot bind. ``stop()`` shuts the group down gracefully (the listening socket closes at once,
/// idle connections close, requests in flight get ``shutdownGracePeriod`` to finish before they are
/// cancelled) and waits for the task, so when it returns the port is closed and new connections are refused.
public actor EmbeddedHTTPServer {
    /// `http://<host>:<port>` of the running server, without a trailing slash.
    public nonisolated let baseURL: URL
    /// The host the server listens on, as given to `start`.
    public nonisolated let host: String
    /// The port the server listens on (the bound one when `0` was asked for).
    public nonisolated let port: Int

    /// How long ``stop()`` lets requests in flight finish before cancelling them.
    public static let shutdownGracePeriod: Duration = .seconds(1)

    /// What one client may hold of the server: any local user can connect to a loopback port, so an
    /// embedded server bounds its connections as the web host does.
    public struct Limits: Sendable {
        /// How long a connection may stay open without a request before the server closes it.
        public var idleTimeout: Duration
        /// How many connections the server serves at once; it accepts no more until one closes
        /// (connections that arrive together are accepted as one batch, of up to four, before it stops).
        public var maximumConnections: Int

        /// 30 s idle, 256 connections: far above what an app's own requests need.
        public init(idleTimeout: Duration = .seconds(30), maximumConnections: Int = 256) {
            self.idleTimeout = idleTimeout
            self.maximumConnections = maximumConnections
        }
    }

    private let serviceGroup: ServiceGroup
    private var runTask: Task<Void, Never>?

    private init(host: String, port: Int, serviceGroup: ServiceGroup, runTask: Task<Void, Never>) {
        self.host = host
        self.port = port
        self.serviceGroup = serviceGroup
        self.runTask = runTask
        // `host` may be an IPv6 literal: bracket it in the URL.
        let urlHost = host.contains(":") ? "[\(host)]" : host
        guard let url = URL(string: "http://\(urlHost):\(port)") else {
            preconditionFailure("Invalid host for a URL: \(host)")
        }
        self.baseURL = url
    }

    /// Starts serving `router` on `host:port` (`port` 0 picks an ephemeral port) and returns once it listens.
    ///
    /// - Parameters:
    ///   - router: the routes to serve, e.g. a Hummingbird `Router`.
    ///   - host: the address to bind; loopback by default.
    ///   - port: the port to bind; `0` asks the system for a free one.
    ///   - logger: the server's logger; by default one that only reports errors (quiet in tests and CLIs).
    ///   - limits: the idle timeout and the connection cap.
    /// - Throws: the bind error when the address cannot be bound (port in use, bad host, …).
    public static func start<Builder: HTTPResponderBuilder>(
        router: Builder,
        host: String = "127.0.0.1",
        port: Int = 0,
        logger: Logger? = nil,
        limits: Limits = Limits()
    ) async throws -> EmbeddedHTTPServer
    where Builder.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        try await start(responder: router.buildResponder(), host: host, port: port, logger: logger, limits: limits)
    }

    /// Starts serving `responder` on `host:port` (`port` 0 picks an ephemeral port) and returns once it listens.
    ///
    /// See ``start(router:host:port:logger:limits:)``.
    public static func start<Responder: HTTPResponder>(
        responder: Responder,
        host: String = "127.0.0.1",
        port: Int = 0,
        logger: Logger? = nil,
        limits: Limits = Limits()
    ) async throws -> EmbeddedHTTPServer
    where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        let logger = logger ?? defaultLogger()
        let (boundPorts, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        let application = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? port)
            },
            logger: logger
        )
        let serviceGroup = ServiceGroup(
            services: [application], gracefulShutdownSignals: [], logger: logger)
        let runTask = Task<Void, Never> {
            do {
                try await serviceGroup.run()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        do {
            for try await boundPort in boundPorts {
                return EmbeddedHTTPServer(
                    host: host, port: boundPort, serviceGroup: serviceGroup, runTask: runTask)
            }
        } catch {
            runTask.cancel()
            await runTask.value
            throw error
        }
        // The application ended without ever listening nor throwing (e.g. the caller's task was cancelled).
        runTask.cancel()
        await runTask.value
        throw CancellationError()
    }

    /// Stops the server and returns once its listening socket and connections are closed. Idempotent.
    public func stop() async {
        guard let runTask else { return }
        self.runTask = nil
        await serviceGroup.triggerGracefulShutdown()
        let deadline = Task {
            try await Task.sleep(for: Self.shutdownGracePeriod)
            runTask.cancel()
        }
        await runTask.value
        deadline.cancel()
    }

    private static func defaultLogger() -> Logger {
        var logger = Logger(label: "EmbeddedHTTPServer")
        logger.logLevel = .error
        return logger
    }
}
