import FeedAppSupport
import SharedPresentation

/// `photos photo <id>` names a photo that the page does not have.
struct PhotoNotFoundError: TerminalReportableError {
    let id: String
    let page: Int

    func message(in language: Language) -> String {
        AppStrings.noPhoto(withID: id, onPage: page, in: language)
    }
}
