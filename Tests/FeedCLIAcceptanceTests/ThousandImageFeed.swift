import Foundation

/// A feed of 1,000 images with new ids, as the API's JSON.
struct ThousandImageFeed {
    let ids: [UUID]
    let payload: Data

    init() {
        ids = (0..<1000).map { _ in UUID() }
        let items = ids.enumerated().map { index, id in
            [
                "id": id.uuidString,
                "description": "Image \(index) of a long feed",
                "location": index % 3 == 0 ? "Somewhere \(index)" : nil,
                "image": "http://127.0.0.1:9/images/\(id.uuidString).png",
            ]
            .compactMapValues { $0 }
        }
        payload = try! JSONSerialization.data(withJSONObject: ["items": items])
    }
}
