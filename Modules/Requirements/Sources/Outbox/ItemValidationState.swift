import Foundation
import SharedCache

/// Where each item of the checklist stands, from the outbox's entries: the entry that decides an
/// item's mark is its delivered validation over a pending one over a rejected one.
public enum ItemValidationState {
    /// Each validated item's deciding entry, by item id; an item never validated has none.
    public static func decidingEntries(_ entries: [OutboxEntry]) -> [UUID: OutboxEntry] {
        let rank: [OutboxEntry.Status: Int] = [.delivered: 3, .pending: 2, .failed: 1]
        var result: [UUID: OutboxEntry] = [:]
        for entry in entries {
            let itemID = entry.validation.itemID
            if let current = result[itemID], rank[current.status, default: 0] >= rank[entry.status, default: 0] {
                continue
            }
            result[itemID] = entry
        }
        return result
    }
}
