import Foundation
import Hummingbird
import Logging

/// A fake Essential Feed server on loopback: serves the feed's payload contracts from ``SampleDataSet`` and
/// fails on demand (see ``Mode``).
///
/// ```swift
/// let backend = try await SampleBackend.start(configuration: .init(port: 0, now: { Date() }))
/// backend.baseURL                          // http://127.0.0.1:54321
/// await backend.setMode(.offline)          // connections refused
/// await backend.setMode(.normal)           // listening again on the same port
/// await backend.stop()
/// ```
///
/// Routes: `GET /v1/feed?limit=10[&after_id=UUID]`, `GET /v1/image/{id}/comments`, `GET /images/{id}.png`,
/// `GET|POST /_admin/mode` (see the README).
public actor SampleBackend {
    /// `http://<host>:<port>`: the base URL of the feed and comments routes.
    public nonisolated let baseURL: URL
    /// The port the backend listens on (the bound one when `0` was asked for); kept while offline.
    public nonisolated let port: Int
    /// The data set being served.
    public nonisolated let dataSet: SampleDataSet

    private let host: String
    private let logger: Logger?
    private let limits: EmbeddedHTTPServer.Limits
    private let state: BackendState
    private let responder: RouterResponder<BasicRequestContext>
    private var server: EmbeddedHTTPServer?
    /// The port, held while offline (see ``PortReservation``).
    private var reservation: PortReservation?
    private var isStopped = false
    /// The last mode change or stop: changes run one after the other, in call order.
    private var lastTransition: Task<Void, any Error>?

    /// The current mode.
    public nonisolated var mode: Mode { state.mode }

    /// How many requests each route has received since the backend started (also `GET /_admin/requests`).
    public nonisolated var requestCounts: RequestCounts { state.requestCounts }

    /// The validations recorded, once per idempotency key, in the order first received (also
    /// `GET /_admin/validations`).
    public nonisolated var recordedValidations: [RecordedValidation] { state.recordedValidations }

    /// How many validation posts repeated a key recorded before (a client sending again what it could
    /// not mark as sent): each answered with the first record, none recorded twice.
    public nonisolated var repeatedValidationPosts: Int { state.repeatedValidationPosts }

    private init(
        configuration: Configuration,
        dataSet: SampleDataSet,
        state: BackendState,
        responder: RouterResponder<BasicRequestContext>,
        server: EmbeddedHTTPServer
    ) {
        self.baseURL = server.baseURL
        self.port = server.port
        self.host = configuration.host
        self.logger = configuration.logger
        self.limits = configuration.limits
        self.dataSet = dataSet
        self.state = state
        self.responder = responder
        self.server = server
    }

    /// Starts the backend and returns once it listens (or, when starting `.offline`, once its port is known
    /// and closed again).
    ///
    /// - Throws: the bind error.
    public static func start(configuration: Configuration = Configuration()) async throws
        -> SampleBackend
    {
        let dataSet = configuration.dataSet ?? SampleDataSet.shipped
        let state = BackendState(
            mode: configuration.mode, maximumRecordedValidations: configuration.maximumRecordedValidations)
        let responder = SampleBackendRouter.make(
            dataSet: dataSet, state: state, now: configuration.now, servesAdminRoutes: configuration.servesAdminRoutes,
            delayClock: configuration.delayClock
        )
        .buildResponder()
        let server = try await EmbeddedHTTPServer.start(
            responder: responder,
            host: configuration.host,
            port: configuration.port,
            logger: configuration.logger,
            limits: configuration.limits
        )
        state.baseURL = server.baseURL
        let backend = SampleBackend(
            configuration: configuration,
            dataSet: dataSet,
            state: state,
            responder: responder,
            server: server
        )
        if configuration.mode == .offline {
            try await backend.trySetMode(.offline)
        }
        return backend
    }

    /// The URL the feed gives for the image with `id`: `<baseURL>/images/<ID>.png`.
    public nonisolated func imageURL(for id: UUID) -> URL {
        baseURL.appendingPathComponent("images/\(id.uuidString).png")
    }

    /// Switches mode; takes effect for the next requests. `.offline` closes the port (returns once
    /// connections are refused) but keeps it bound, so no other server is given it meanwhile; any
    /// other mode reopens it on the same port when offline.
    ///
    /// Should the port fail to reopen (another process took it meanwhile), the error is logged and the
    /// backend stays offline; ``trySetMode(_:)`` throws it instead.
    public func setMode(_ mode: Mode) async {
        do {
            try await trySetMode(mode)
        } catch {
            (logger ?? Logger(label: "SampleBackend")).error(
                "Cannot reopen port \(port) to leave offline mode: \(error)")
        }
    }

    /// Switches mode like ``setMode(_:)``, but throws when the port cannot be reopened (the backend then
    /// stays offline).
    public func trySetMode(_ mode: Mode) async throws {
        try await serialized { backend in try await backend.apply(mode) }
    }

    /// Stops the backend; returns once its port is closed. Idempotent; later mode changes do nothing.
    public func stop() async {
        try? await serialized { backend in
            backend.isStopped = true
            await backend.closePort()
            backend.reservation = nil
        }
    }

    private func apply(_ mode: Mode) async throws {
        guard !isStopped else { return }
        if mode == .offline {
            state.mode = mode
            await closePort()
            if !isStopped, reservation == nil { reservation = await Self.reservePort(port, of: host) }
        } else {
            if server == nil {
                server = try await EmbeddedHTTPServer.start(
                    responder: responder, host: host, port: port, logger: logger, limits: limits)
                reservation = nil
            }
            state.mode = mode
        }
    }

    /// The port held (see ``PortReservation``) once the stopped server's listening socket is gone:
    /// the server's stop can return before the system has closed it, and until then the port cannot
    /// be bound, nor are connections refused. Tries for up to ten seconds; `nil` after that.
    private static func reservePort(_ port: Int, of host: String) async -> PortReservation? {
        for _ in 0..<1_000 {
            if let reservation = PortReservation(host: host, port: port) { return reservation }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    private func closePort() async {
        guard let server else { return }
        self.server = nil
        await server.stop()
    }

    private func serialized(
        _ operation: @escaping @Sendable (isolated SampleBackend) async throws -> Void
    )
        async throws
    {
        let previous = lastTransition
        let transition = Task {
            _ = await previous?.result
            try await operation(self)
        }
        lastTransition = transition
        try await transition.value
    }
}
