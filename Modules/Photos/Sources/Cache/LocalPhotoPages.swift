import Foundation

/// What the photos cache holds: every page loaded (by page number and page size), each with when it
/// was saved, so that the page a user asks for comes back offline whichever page was loaded last.
///
/// It decodes the cache of earlier versions too, which held one ``LocalPhotoPage``: that page is kept,
/// aged from the cache's timestamp.
public struct LocalPhotoPages: Hashable, Sendable, Codable {
    public let pages: [SavedPhotoPage]

    public init(pages: [SavedPhotoPage]) {
        self.pages = pages
    }

    /// Every photo of the cached pages by id, whatever their pages' age; a photo in several pages as
    /// the most recently saved of them has it.
    public var photosByID: [String: Photo] {
        Dictionary(pages.flatMap(\.page.photos).map { ($0.id, Photo($0)) }) { _, later in later }
    }

    private enum CodingKeys: String, CodingKey {
        case pages
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.pages) {
            pages = try container.decode([SavedPhotoPage].self, forKey: .pages)
        } else {
            pages = [SavedPhotoPage(page: try LocalPhotoPage(from: decoder), savedAt: nil)]
        }
    }
}
