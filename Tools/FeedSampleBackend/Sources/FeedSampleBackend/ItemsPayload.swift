/// The `{"items": [...]}` envelope of FEED.md's responses.
struct ItemsPayload<Item: Encodable>: Encodable {
    let items: [Item]
}
