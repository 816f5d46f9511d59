import AppSupport
import Foundation
import Photos
import SharedPresentation
import TerminalSupport

/// One page of photos as `photos` prints it: as text in the chosen language, or as JSON.
struct PhotosDocument: Encodable {
    /// One photo; `description` and `location` are always in the JSON, `null` when missing.
    struct Entry: Encodable {
        let id: String
        @NullWhenMissing var description: String?
        let author: String
        @NullWhenMissing var location: String?
        let width: Int
        let height: Int
        let color: String
        let likes: Int
        let url: URL
    }

    let title: String
    let page: Int
    let perPage: Int
    let size: String
    let photos: [Entry]

    init(photos: [Photo], page: Int, perPage: Int, size: PhotoSize, language: Language) {
        title = PhotosPresenter.title(in: language)
        self.page = page
        self.perPage = perPage
        self.size = size.rawValue
        self.photos = photos.map { photo in
            Entry(
                id: photo.id, description: photo.description, author: photo.author, location: photo.location,
                width: photo.width, height: photo.height, color: photo.color, likes: photo.likes,
                url: photo.urls[size])
        }
    }

    /// The page as text: the title, then each photo with its id, description, author and location, size,
    /// colour and likes, and URL.
    static func text(photos: [Photo], size: PhotoSize, language: Language) -> String {
        let viewModels = PhotosPresenter.map(photos, size: size, language: language)
        guard !viewModels.isEmpty else {
            return PhotosPresenter.title(in: language) + "\n\n" + PhotosPresenter.emptyPage(in: language)
        }
        let entries = viewModels.enumerated().map { index, photo in
            var lines = ["[\(index + 1)] \(photo.id)"]
            if let description = photo.description { lines.append("    \(description)") }
            lines.append(
                "    " + ([photo.author] + (photo.location.map { ["📍 \($0)"] } ?? [])).joined(separator: " · "))
            lines.append("    \(photo.size) · \(photo.color) · \(photo.likes)")
            lines.append("    \(photo.url.absoluteString)")
            return lines.joined(separator: "\n")
        }
        return ([PhotosPresenter.title(in: language)] + entries).joined(separator: "\n\n")
    }
}
