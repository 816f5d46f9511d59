/// The JSON file `SampleData/feed-data-set.json`, as stored in the repository.
struct SampleDataSetFile: Decodable {
    struct Image: Decodable {
        let id: String
        let description: String?
        let location: String?
        let comments: [Comment]
    }

    struct Comment: Decodable {
        let id: String
        let message: String
        let username: String
        let minutesAgo: Int
        let utcOffset: String

        enum CodingKeys: String, CodingKey {
            case id, message, username
            case minutesAgo = "minutes_ago"
            case utcOffset = "utc_offset"
        }
    }

    let images: [Image]
}
