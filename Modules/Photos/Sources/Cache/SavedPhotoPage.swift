import Foundation

/// A page of the photos cache and when it was saved: each page is shown offline on its own max age.
public struct SavedPhotoPage: Hashable, Sendable, Codable {
    public let page: LocalPhotoPage
    /// When the page was saved; `nil` for a page written by a version that kept one page only, whose
    /// age is then the whole cache's timestamp.
    public let savedAt: Date?

    public init(page: LocalPhotoPage, savedAt: Date?) {
        self.page = page
        self.savedAt = savedAt
    }
}
