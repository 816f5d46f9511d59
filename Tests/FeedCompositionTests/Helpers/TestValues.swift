import FeedFeature
import Foundation

func uniqueImage() -> FeedImage {
    let id = UUID()
    return FeedImage(id: id, description: nil, location: nil, url: URL(string: "https://image.test/\(id)")!)
}

func uniqueImages(_ count: Int) -> [FeedImage] {
    (0..<count).map { _ in uniqueImage() }
}
