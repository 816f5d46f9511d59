import Foundation
import SampleBackend

/// Data sets with hostile text, for the escaping tests.
enum SampleDataSetFixtures {
    /// One image whose only comment has a script in its username and message.
    static func hostileComments() -> (dataSet: SampleDataSet, imageID: UUID) {
        let id = UUID()
        let comment = SampleDataSet.Comment(
            id: UUID(), message: "<script>alert('message')</script>", username: "<script>alert('user')</script>",
            minutesAgo: 5, utcOffsetStyle: .extended)
        let image = SampleDataSet.Image(
            id: id, description: nil, location: nil, comments: [comment],
            pngData: SampleDataSet.shipped.images[0].pngData)
        return (SampleDataSet(images: [image]), id)
    }

    /// `count` images without comments, all with the first shipped image's bytes.
    static func images(count: Int) -> SampleDataSet {
        let png = SampleDataSet.shipped.images[0].pngData
        return SampleDataSet(
            images: (0..<count).map { index in
                SampleDataSet.Image(
                    id: UUID(), description: "image \(index)", location: nil, comments: [], pngData: png)
            })
    }
}
