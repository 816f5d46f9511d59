import Foundation

/// Photo bytes kept in memory, at most ``capacity`` bytes of them, the least recently used going first:
/// a photo shown again costs no download. A photo's URL names one image for good, so an entry never
/// expires; a photo larger than the capacity is never kept.
///
/// Lookups and insertions scan the entries' order, which is cheap for the few hundred photos a bound
/// of tens of mebibytes holds.
public actor PhotoDataCache {
    /// The most bytes kept at once.
    public let capacity: Int
    private var entries: [URL: Data] = [:]
    /// The keys from the least to the most recently used.
    private var recency: [URL] = []
    /// The bytes of every entry.
    public private(set) var size = 0

    /// A cache of at most `capacity` bytes; 0 or less keeps nothing.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The bytes kept for `url`, now the most recently used; `nil` when none are.
    public func data(for url: URL) -> Data? {
        guard let data = entries[url] else { return nil }
        touch(url)
        return data
    }

    /// Keeps `data` for `url` (in place of what was kept for it), dropping the least recently used
    /// entries until it fits; keeps nothing when `data` alone is larger than the capacity.
    public func insert(_ data: Data, for url: URL) {
        remove(url)
        guard data.count <= capacity else { return }
        while size + data.count > capacity, let oldest = recency.first {
            remove(oldest)
        }
        entries[url] = data
        recency.append(url)
        size += data.count
    }

    private func touch(_ url: URL) {
        guard let index = recency.firstIndex(of: url) else { return }
        recency.remove(at: index)
        recency.append(url)
    }

    private func remove(_ url: URL) {
        guard let data = entries.removeValue(forKey: url) else { return }
        size -= data.count
        recency.removeAll { $0 == url }
    }
}
