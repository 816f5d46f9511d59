import Foundation
import Hummingbird
import Logging
import Requirements
import ServiceLifecycle
import SharedPresentation
import WebSupport

/// The checklist's web part, mounted at `/requirements`: each item's state and a Validate button,
/// validations through the `requirements` app's outbox (in order, once, kept across restarts and
/// `kill -9`), sent again in the background while the server runs.
public struct RequirementsWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "requirements"
    static let stylesheet = "requirements.css"

    public var name: String { Self.name }
    public var path: String { "/requirements" }
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
            .addRoutes(to: router.group("requirements"))
    }
}
