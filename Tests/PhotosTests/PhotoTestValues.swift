import Foundation
import Photos

/// A photo with a fresh id and URLs.
func uniquePhoto(description: String? = "a description", location: String? = "a location") -> Photo {
    let id = UUID().uuidString
    func url(_ size: String) -> URL { URL(string: "https://images.example.com/\(id)?size=\(size)")! }
    return Photo(
        id: id, description: description, author: "an author", location: location, width: 640, height: 480,
        color: "#AABBCC", likes: 3,
        urls: PhotoURLs(
            raw: url("raw"), full: url("full"), regular: url("regular"), small: url("small"), thumb: url("thumb"))
    )
}
