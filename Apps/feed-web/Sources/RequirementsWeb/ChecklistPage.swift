import Foundation
import Requirements
import SharedCache
import SharedPresentation
import WebSupport

/// What the checklist template shows: each category's groups and their items with their state and a
/// Validate button, a banner while validations wait in the outbox, the outcome of the last validation,
/// or the error.
///
/// The page has one validation form, with the token and the form's key, and each item's button posts
/// it to that item's route (`formaction`): a response's own values stand in one place of the page
/// (``PersonalizedPage``), and ``ValidationForm/validationKey(for:)`` makes one validation per item
/// however often the form is posted.
struct ChecklistPage: Sendable {
    struct Item: Sendable {
        let id: String
        let name: String
        let type: String
        /// `done`, `pending`, `failed` or `none`: the state's class in the markup.
        let state: String
        let stateLabel: String
        /// Where the item's Validate button posts the page's validation form.
        let action: String
    }

    struct Group: Sendable {
        let name: String
        let items: [Item]
    }

    struct Category: Sendable {
        let name: String
        let groups: [Group]
    }

    /// The outbox as the banner shows it.
    struct Outbox: Sendable {
        let entries: [OutboxEntry]
        let server: String
        let latestAttempt: DeliveryAttempt?
    }

    /// What a page shows besides its language: a page rendered for one state is shown again while the
    /// state read for the next request is equal.
    struct State: Equatable, Sendable {
        /// The checklist.
        let categories: [RequirementCategory]
        /// Every validation made, with where it stands: the items' states and the pending count.
        let entries: [OutboxEntry]
        /// When the latest delivery attempt was made, if one was.
        let attemptDate: Date?
        /// Why validations stayed pending after the latest attempt.
        let attemptDelay: DeliveryDelay?
        /// The outcome of the validation just made, if the page shows one.
        let message: String?

        init(categories: [RequirementCategory], outbox: Outbox, message: String?) {
            self.categories = categories
            entries = outbox.entries
            attemptDate = outbox.latestAttempt?.date
            attemptDelay = outbox.latestAttempt?.delay
            self.message = message
        }
    }

    let chrome: PageChrome
    let title: String
    let categories: [Category]
    let csrfToken: String
    let csrfField: String
    /// Where the validation form's idempotency key goes: a new one in each response.
    let validationKey = PersonalizedPage.Slot.newKey.marker
    /// Whether the page has a Validate button, and so the form the buttons post.
    let hasItems: Bool
    let validateLabel: String
    let hasBanner: Bool
    let pendingLabel: String
    let attemptLabel: String
    let hasMessage: Bool
    let message: String
    let hasError: Bool
    let errorMessage: String

    /// - Parameters:
    ///   - categories: the checklist, or `nil` when it could not be loaded (`error` says why).
    ///   - message: the outcome of the validation just made, if any.
    ///   - csrfToken: the token the forms carry; ``PersonalizedPage/Slot/csrfToken``'s marker in a page
    ///     kept for every visitor.
    init(
        categories: [RequirementCategory]?, outbox: Outbox, message: String?, error: String?, csrfToken: String,
        language: Language, site: Site
    ) {
        title = RequirementsPresenter.title(in: language)
        chrome = PageChrome(
            title: title, language: language, stylesheets: [RequirementsWebFeature.stylesheet], site: site,
            current: RequirementsWebFeature.name)
        let deciding = ItemValidationState.decidingEntries(outbox.entries)
        self.categories = (categories ?? []).map { category in
            Category(
                name: category.name,
                groups: category.groups.map { group in
                    Group(
                        name: group.name,
                        items: group.items.map { Self.item($0, deciding[$0.id], server: outbox.server, language) })
                })
        }
        hasItems = self.categories.contains { $0.groups.contains { !$0.items.isEmpty } }
        self.csrfToken = csrfToken
        csrfField = CSRFToken.name
        validateLabel = RequirementsWebStrings.validate(in: language)
        let pending = outbox.entries.filter { $0.status == .pending && $0.validation.isFor(outbox.server) }
        hasBanner = !pending.isEmpty
        pendingLabel = RequirementsPresenter.pendingCount(pending.count, in: language)
        attemptLabel = Self.attemptLabel(outbox.latestAttempt, in: language)
        hasMessage = message != nil
        self.message = message ?? ""
        hasError = error != nil
        errorMessage = error ?? ""
    }

    /// The item as the page shows it; a validation pending for another server says so, as
    /// `requirements status` does: this host never sends it.
    private static func item(_ item: RequirementItem, _ entry: OutboxEntry?, server: String, _ language: Language)
        -> Item
    {
        let state: (String, String) =
            switch entry?.status {
            case .delivered: ("done", RequirementsWebStrings.done(in: language))
            case .pending:
                if let other = entry?.validation.server, entry?.validation.isFor(server) == false {
                    ("pending", RequirementsWebStrings.pending(for: other, in: language))
                } else {
                    ("pending", RequirementsWebStrings.pending(in: language))
                }
            case .failed:
                ("failed", RequirementsWebStrings.failed(because: entry?.failureReason ?? "", in: language))
            case nil: ("none", RequirementsWebStrings.notDone(in: language))
            }
        return Item(
            id: item.id.uuidString, name: item.name, type: RequirementsPresenter.type(item.type, in: language),
            state: state.0, stateLabel: state.1, action: RequirementsController.validationAction(for: item.id))
    }

    private static func attemptLabel(_ attempt: DeliveryAttempt?, in language: Language) -> String {
        guard let attempt else { return RequirementsWebStrings.notTried(in: language) }
        let time = attempt.date.formatted(
            Date.FormatStyle(date: .omitted, time: .shortened).locale(Locale(identifier: language.identifier)))
        return RequirementsWebStrings.lastTried(
            at: time, because: attempt.delay.map { RequirementsPresenter.delay($0, in: language) }, in: language)
    }
}

extension ChecklistPage: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "title": title
        case "categories": categories
        case "csrfToken": csrfToken
        case "csrfField": csrfField
        case "validationKey": validationKey
        case "hasItems": hasItems
        case "validateLabel": validateLabel
        case "hasBanner": hasBanner
        case "pendingLabel": pendingLabel
        case "attemptLabel": attemptLabel
        case "hasMessage": hasMessage
        case "message": message
        case "hasError": hasError
        case "errorMessage": errorMessage
        default: nil
        }
    }
}

extension ChecklistPage.Item: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "type": type
        case "state": state
        case "stateLabel": stateLabel
        case "action": action
        default: nil
        }
    }
}

extension ChecklistPage.Group: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "name": name
        case "items": items
        default: nil
        }
    }
}

extension ChecklistPage.Category: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "name": name
        case "groups": groups
        default: nil
        }
    }
}
