import FeedAppSupport

/// `photos photo <id>` names a photo that the page does not have.
struct PhotoNotFoundError: TerminalReportableError {
    let id: String
    let page: Int

    var description: String {
        "No photo with id \(id) on page \(page); list the page with `photos --page \(page)`, or pass --page."
    }
}
