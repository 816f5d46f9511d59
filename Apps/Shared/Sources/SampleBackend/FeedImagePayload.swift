import Foundation

/// One feed image on the wire; `description` and `location` are omitted (not `null`) when absent.
struct FeedImagePayload: Encodable {
    let id: UUID
    let description: String?
    let location: String?
    let image: URL
}
