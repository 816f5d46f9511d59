import Foundation
import SharedPresentation

/// The photos screen's texts and view models, in any supported language.
public enum PhotosPresenter {
    /// The `Photos` strings table of this module.
    public static let table = LocalizedStringTable(named: "Photos", in: .module)

    /// "Photos", in `language`.
    public static func title(in language: Language) -> String {
        table.string("PHOTOS_VIEW_TITLE", in: language)
    }

    /// "No photos on this page.", in `language`.
    public static func emptyPage(in language: Language) -> String {
        table.string("PHOTOS_EMPTY_PAGE", in: language)
    }

    /// Maps photos to view models showing the URL of `size`, with texts in `language`.
    public static func map(_ photos: [Photo], size: PhotoSize, language: Language) -> [PhotoViewModel] {
        photos.map { photo in
            PhotoViewModel(
                id: photo.id,
                description: photo.description,
                author: String(format: table.string("PHOTO_AUTHOR", in: language), photo.author),
                location: photo.location,
                size: String(format: table.string("PHOTO_SIZE", in: language), photo.width, photo.height),
                color: photo.color,
                likes: likes(photo.likes, in: language),
                url: photo.urls[size]
            )
        }
    }

    private static func likes(_ count: Int, in language: Language) -> String {
        count == 1
            ? table.string("PHOTO_LIKES_ONE", in: language)
            : String(format: table.string("PHOTO_LIKES_OTHER", in: language), count)
    }
}
