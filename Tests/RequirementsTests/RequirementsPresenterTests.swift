import Foundation
import Requirements
import RequirementsTestSupport
import SharedCache
import SharedPresentation
import Testing

struct RequirementsPresenterTests {
    @Test(arguments: [(Language.english, "Requirements"), (.brazilianPortuguese, "Requisitos"), (.greek, "Απαιτήσεις")])
    func titleIsLocalized(language: Language, title: String) {
        #expect(RequirementsPresenter.title(in: language) == title)
    }

    @Test func aFullOutboxSaysWhichServersHoldTheValidationsItCannotSend() {
        let full = OutboxFullError(
            capacity: 100, pendingForOtherDestinations: ["http://b.example": 30, "http://a.example": 10])

        #expect(
            RequirementsPresenter.outboxFull(OutboxFullError(capacity: 100), in: .english)
                == "The outbox is full (100 validations waiting): connect to the server to send them first.")
        #expect(
            RequirementsPresenter.outboxFull(full, in: .english)
                == "The outbox is full (100 validations waiting), and 40 of them are for other servers, which alone may "
                + "receive them: http://a.example (10), http://b.example (30). Reach those servers "
                + "(`requirements sync` with their --base-url) to send them.")
        for language in [Language.greek, .brazilianPortuguese] {
            let message = RequirementsPresenter.outboxFull(full, in: language)
            #expect(message.contains("100") && message.contains("40") && message.contains("http://a.example (10)"))
        }
    }

    @Test func theValidationMessageSaysWhatBecameOfIt() {
        let validation = uniqueValidation()

        #expect(
            RequirementsPresenter.validationMessage(
                for: OutboxEntry(validation: validation, status: .delivered), itemName: "TDD", in: .english)
                == "Validated: TDD")
        #expect(
            RequirementsPresenter.validationMessage(
                for: OutboxEntry(validation: validation, status: .pending), itemName: "TDD", in: .english)
                == "Saved offline: TDD will be sent when the server can be reached.")
        #expect(
            RequirementsPresenter.validationMessage(
                for: OutboxEntry(validation: validation, status: .failed, failureReason: "unknown item"),
                itemName: "TDD", in: .brazilianPortuguese)
                == "Não validado: TDD foi recusado (unknown item).")
    }

    @Test func deliveryLinesNameEachValidationAndWhatIsLeft() {
        let delivered = uniqueValidation()
        let report = DeliveryReport(delivered: [delivered], failed: [], stillPending: 2, serverUnreachable: true)

        #expect(
            RequirementsPresenter.deliveryLines(report, name: { _ in "TDD" }, in: .english)
                == ["Delivered: TDD", "Still pending: 2 (the server cannot be reached)."])
        #expect(
            RequirementsPresenter.deliveryLines(
                DeliveryReport(delivered: [], failed: [], stillPending: 0, serverUnreachable: false), name: { _ in "" },
                in: .greek) == ["Τίποτα προς αποστολή."])
    }

    @Test func statusLinesCountPendingAndRejectedAndNameTheOldestPending() {
        let oldest = uniqueValidation()
        let entries = [
            OutboxEntry(validation: uniqueValidation(), status: .delivered),
            OutboxEntry(validation: oldest, status: .pending),
            OutboxEntry(validation: uniqueValidation(), status: .pending),
            OutboxEntry(validation: uniqueValidation(), status: .failed, failureReason: "unknown item"),
        ]

        let lines = RequirementsPresenter.statusLines(
            entries, name: { $0 == oldest ? "oldest" : "other" }, in: .english)

        #expect(lines.first == "Pending: 2")
        #expect(lines[1].hasPrefix("Oldest pending: oldest ("))
        #expect(lines.suffix(2) == ["Rejected: 1", "Rejected: other (unknown item)"])
    }

    @Test func aTypeIsShownByItsNameAndAnUnnamedOneAsUnknownWithItsNumber() {
        #expect(RequirementsPresenter.type(RequirementType(rawValue: 1, name: "Practice"), in: .greek) == "Practice")
        #expect(RequirementsPresenter.type(RequirementType(rawValue: 77), in: .english) == "unknown type 77")
        #expect(
            RequirementsPresenter.type(RequirementType(rawValue: 77), in: .brazilianPortuguese)
                == "tipo desconhecido 77")
    }
}
