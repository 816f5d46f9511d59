import Foundation

/// A JSON body `{"items": [...]}` made of `items`.
public func makeItemsJSON(_ items: [[String: Any]]) -> Data {
    // Only called with JSON-compatible literals.
    try! JSONSerialization.data(withJSONObject: ["items": items])
}
