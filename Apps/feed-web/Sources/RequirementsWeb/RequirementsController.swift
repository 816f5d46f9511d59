import AppSupport
import Foundation
import Hummingbird
import Requirements
import SharedCache
import SharedPresentation
import WebSupport

/// The routes under `/requirements`:
///
/// - `GET /requirements`: the checklist (remote, the cached one as fallback) with each item's state and
///   a Validate button, a banner while validations wait in the outbox; with `?validated=<id>`, the
///   outcome of that item's latest validation above it. The localized connection error with status 503
///   when the checklist can be had neither way;
/// - `POST /requirements/items/<id>/validations`: the page's validation form, as that item's Validate
///   button posts it. The validation goes through the outbox (sent now, or kept and sent later in
///   order, once), then `303 See Other` to the checklist. 403 without the page's CSRF token (checked in
///   the cookie and the origin before the body is read), 400 for a body that is not the form (or whose
///   key makes a key the outbox holds for another item, which only a made-up key can), 413 for one
///   beyond ``maximumFormSize``, 404 for an id that is not an item of the checklist (nothing is
///   queued), 503 with the checklist and the message when the outbox is full, or when too many
///   validations already wait for it (with `Retry-After`). The form's key makes one validation per
///   item of a form posted twice (``ValidationForm/validationKey(for:)``).
///
/// A checklist page is rendered once per key (`PageKey`) and kept (at most ``keptPages``) while what
/// it shows is the same (``ChecklistPage/State``); each response gets its visitor's token and new form
/// keys. The outbox's entries are read again for the first page after this instance changed the outbox,
/// and otherwise at most every ``outboxReadLifetime`` (another process or instance may have changed
/// them: its changes show within that time and one read); when that time is up, pages are still
/// served from the last read for up to ``outboxReadStaleness`` while one read runs, so that a busy
/// page's requests do not all wait for it (pages asked for after a change of this instance wait).
struct RequirementsController: Sendable {
    /// The largest form body read: a token, a key and nothing else.
    static let maximumFormSize = 4_096
    /// The most rendered pages kept at once: one per language, and one per outcome of a validation
    /// shown (`?validated=` of an item the outbox holds).
    static let keptPages = 64
    /// How long a read of the outbox's entries is reused while this instance has not changed the outbox.
    static let outboxReadLifetime = Duration.milliseconds(250)
    /// How long past ``outboxReadLifetime`` the last read is served while the next one runs.
    static let outboxReadStaleness = Duration.seconds(1)
    /// The `Retry-After` of a validation refused because too many wait for the outbox.
    static let retryAfterSeconds = 5

    /// A page as rendered in one language, with the outcome of one item's validation or none.
    private struct PageKey: Hashable, Sendable {
        let language: Language
        let validated: UUID?
    }

    let composition: RequirementsWebComposition
    let renderer: PageRenderer
    let site: Site
    private let renderedPages = RenderedPages<PageKey, ChecklistPage.State, PersonalizedPage>(capacity: keptPages)
    /// The outbox's entries, by how many changes this instance had made when they were read.
    private let entries: ShortLivedCache<Int, [OutboxEntry]>

    init(composition: RequirementsWebComposition, renderer: PageRenderer, site: Site) {
        self.composition = composition
        self.renderer = renderer
        self.site = site
        entries = ShortLivedCache(
            lifetime: Self.outboxReadLifetime, capacity: 1, clock: composition.settings.lifetimeClock,
            staleness: Self.outboxReadStaleness)
    }

    static func validationAction(for itemID: UUID) -> String {
        "\(RequirementsWebFeature.path)/items/\(itemID.uuidString)/validations"
    }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(use: checklist)
        group.post("items/{id}/validations", use: validate)
    }

    @Sendable func checklist(_ request: Request, context: BasicRequestContext) async -> Response {
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        let validated = request.uri.queryParameters.get("validated").flatMap(UUID.init(uuidString:))
        return await page(for: request, in: language, validated: validated, error: nil)
    }

    @Sendable func validate(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let itemID = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
            return Response(status: .notFound)
        }
        guard CSRFToken.mayPost(request) else { return Response(status: .forbidden) }
        let form: ValidationForm
        switch await FormBody.decode(ValidationForm.self, from: request, maximumSize: Self.maximumFormSize) {
        case .success(let decoded): form = decoded
        case .failure(let failure): return Response(status: failure.status)
        }
        guard CSRFToken.accepts(request, field: form.csrf) else { return Response(status: .forbidden) }
        guard await composition.knowsItem(itemID) else { return Response(status: .notFound) }
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        do {
            _ = try await composition.validate(itemID: itemID, key: form.validationKey(for: itemID))
        } catch is ValidationKeyInUseError {
            return Response(status: .badRequest)
        } catch is SerialRunner.BusyError {
            var response = await page(
                for: request, in: language, validated: nil, error: RequirementsWebStrings.busy(in: language))
            response.headers[.retryAfter] = String(Self.retryAfterSeconds)
            return response
        } catch let error as OutboxFullError {
            return await page(
                for: request, in: language, validated: nil,
                error: RequirementsPresenter.outboxFull(error, in: language))
        } catch {
            return await page(
                for: request, in: language, validated: nil, error: SharedStrings.genericConnectionError(in: language))
        }
        return Response(
            status: .seeOther,
            headers: [
                .location: "\(RequirementsWebFeature.path)?validated=\(itemID.uuidString)#item-\(itemID.uuidString)",
                .cacheControl: "no-store",
            ])
    }

    /// The checklist page; with `error`, the page of a validation that could not be made (503).
    ///
    /// The page is the kept rendering of its key when it shows the same state (the checklist, the
    /// outbox's entries, the latest delivery attempt, the outcome shown), else rendered anew and kept;
    /// an error page is rendered anew each time. Either way the visitor's token and a new key for the
    /// form go in only now (``PersonalizedPage``).
    private func page(for request: Request, in language: Language, validated: UUID?, error: String?) async -> Response {
        let token = CSRFToken(for: request)
        let entries =
            (try? await self.entries.value(for: composition.outboxChanges) { [composition] in
                try await composition.entries()
            }) ?? []
        let outbox = ChecklistPage.Outbox(
            entries: entries, server: composition.settings.context.serverName,
            latestAttempt: await composition.latestAttempt())
        var message: String?
        if let id = validated, let entry = entries.last(where: { $0.validation.itemID == id }) {
            let name = await composition.cachedItemNames()[id] ?? id.uuidString
            message = RequirementsPresenter.validationMessage(for: entry, itemName: name, in: language)
        }
        let presented = await ResourcePresentation.present(
            { try await composition.checklist() }, in: language, mapper: { $0 })
        let page: PersonalizedPage
        let status: HTTPResponse.Status
        switch presented {
        case .resource(let categories) where error == nil:
            let key = PageKey(language: language, validated: message == nil ? nil : validated)
            let state = ChecklistPage.State(categories: categories, outbox: outbox, message: message)
            page = renderedPages.page(for: key, showing: state) { [renderer, site, message] in
                Self.render(
                    categories: categories, outbox: outbox, message: message, error: nil, language, renderer, site)
            }
            status = .ok
        case .resource(let categories):
            page = Self.render(
                categories: categories, outbox: outbox, message: message, error: error, language, renderer, site)
            status = .serviceUnavailable
        case .error(let loadError):
            page = Self.render(
                categories: nil, outbox: outbox, message: message, error: error ?? loadError, language, renderer, site)
            status = .serviceUnavailable
        }
        var response = Response.html(page.responseBody(csrfToken: token.value), status: status)
        if let cookie = token.setCookie { response.headers[.setCookie] = cookie }
        return response
    }

    /// The checklist page with markers where each request's token and keys go.
    private static func render(
        categories: [RequirementCategory]?, outbox: ChecklistPage.Outbox, message: String?, error: String?,
        _ language: Language, _ renderer: PageRenderer, _ site: Site
    ) -> PersonalizedPage {
        let view = ChecklistPage(
            categories: categories, outbox: outbox, message: message, error: error,
            csrfToken: PersonalizedPage.Slot.csrfToken.marker, language: language, site: site)
        return PersonalizedPage(rendered: renderer.render(view, template: "checklist"))
    }
}
