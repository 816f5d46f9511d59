/// The `{"items": [...]}` envelope of the feed and comments responses (docs/feed-behaviour.md).
struct ItemsPayload<Item: Encodable>: Encodable {
    let items: [Item]
}
