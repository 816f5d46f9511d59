import AppSupport
import SharedPresentation
import TerminalSupport

/// `photos photo <id>` names a photo that the page does not have.
struct PhotoNotFoundError: TerminalReportableError {
    let id: String
    let page: Int

    func message(in language: Language) -> String {
        TerminalStrings.noPhoto(withID: id, onPage: page, in: language)
    }
}
