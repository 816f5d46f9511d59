import Foundation
import Hummingbird
import Photos
import ServiceLifecycle
import SharedPresentation
import WebSupport

/// The photos' web part, mounted at `/photos`: a responsive grid of a page of photos, with the cache
/// and max age of the `photos` app, and the photos' bytes through the host.
public struct PhotosWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "photos"
    static let stylesheet = "photos.css"

    public var name: String { Self.name }
    public var path: String { "/photos" }
    public let assets: [WebAsset]
    public var services: [any Service] { [] }
    public var readinessChecks: [ReadinessCheck] {
        [
            composition.apiReadiness,
            ReadinessCheck(name: "photos.store") { [composition] in try await composition.checkStore() },
        ]
    }
    private let composition: PhotosWebComposition

    public init(settings: PhotosWebSettings) throws {
        composition = PhotosWebComposition(settings: settings)
        assets = [try WebAsset(named: Self.stylesheet, in: .module)]
    }

    public func title(in language: Language) -> String {
        PhotosPresenter.title(in: language)
    }

    public func addRoutes(to router: Router<BasicRequestContext>, site: Site) async throws {
        let renderer = try await PageRenderer(templatesIn: .module)
        PhotosController(composition: composition, renderer: renderer, site: site)
            .addRoutes(to: router.group("photos"))
    }
}
