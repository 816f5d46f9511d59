import AppSupport
import Foundation
import Hummingbird
import Logging
import PostgresInfrastructure
import Requirements
import ServiceLifecycle
import SharedCache
import SharedPresentation
import WebSupport

/// The checklist's web part, mounted at `/requirements`: each item's state and a Validate button,
/// validations through the `requirements` app's outbox (in order, once, kept across restarts and
/// `kill -9`), sent again in the background while the server runs.
public struct RequirementsWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "requirements"
    /// Where the checklist is mounted: the only place it is written.
    public static let path = "/requirements"
    static let stylesheet = "requirements.css"

    public let assets: [WebAsset]
    public let services: [any Service]
    public var readinessChecks: [ReadinessCheck] {
        [
            composition.apiReadiness,
            ReadinessCheck(name: "requirements.store") { [composition] in try await composition.checkStore() },
        ]
    }
    private let composition: RequirementsWebComposition

    public init(settings: RequirementsWebSettings, logger: Logger) throws {
        composition = RequirementsWebComposition(settings: settings, logger: logger)
        assets = [try WebAsset(named: Self.stylesheet, in: .module)]
        services = [DeliveryService(interval: settings.deliveryInterval, logger: logger, composition: composition)]
    }

    public func title(in language: Language) -> String {
        RequirementsPresenter.title(in: language)
    }

    public func addRoutes(to router: Router<BasicRequestContext>, site: Site) async throws {
        let renderer = try await PageRenderer(templatesIn: .module)
        RequirementsController(composition: composition, renderer: renderer, site: site)
            .addRoutes(to: router.group(RouterPath(Self.path)))
    }
}

extension RequirementsWebFeature {
    /// The checklist's own settings, the values of `--outbox-capacity` and `--delivery-seconds`; the host
    /// gives the rest (see ``init(_:context:database:snapshotLifetime:policy:lifetimeClock:logger:)``).
    public struct Options: Sendable {
        /// How many validations may wait in the outbox at once.
        public var outboxCapacity: Int
        /// How many days delivered and rejected validations are kept.
        public var retentionInDays: Int
        /// How long the background delivery waits between two attempts to send what is pending.
        public var deliveryInterval: Duration

        /// The defaults of `feed-web`'s options: 100 validations, kept 30 days, sent every 30 s.
        public init(outboxCapacity: Int = 100, retentionInDays: Int = 30, deliveryInterval: Duration = .seconds(30)) {
            self.outboxCapacity = outboxCapacity
            self.retentionInDays = retentionInDays
            self.deliveryInterval = deliveryInterval
        }
    }

    /// The checklist built from its `options` and what the host gives every feature: the API, the
    /// store's folder (the checklist keeps the `requirements` app's file in it,
    /// ``RequirementsWebSettings/storeFileName``), the clock and timeout (`context`), the shared
    /// `database` if any, how long a loaded checklist is shown again (`--snapshot-seconds`), how old a
    /// cached checklist may be shown (`--max-age`), the clock lifetimes are measured on, and the logger.
    public init(
        _ options: Options, context: AppContext, database: PostgresDatabase?, snapshotLifetime: Duration,
        policy: CachePolicy, lifetimeClock: any Clock<Duration>, logger: Logger
    ) throws {
        try self.init(
            settings: RequirementsWebSettings(
                context: context.storing(in: RequirementsWebSettings.storeFileName), database: database,
                policy: policy, outboxCapacity: options.outboxCapacity, retentionInDays: options.retentionInDays,
                deliveryInterval: options.deliveryInterval, checklistLifetime: snapshotLifetime,
                lifetimeClock: lifetimeClock),
            logger: logger)
    }
}
