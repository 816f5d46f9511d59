import Foundation

/// The products of a package's dependencies as read before, kept in a JSON file in the package's
/// scratch folder (`.build/arch-check/dependency-products.json` by default), so that a run reads
/// again only the dependencies that changed since.
///
/// An entry is keyed by the dependency's directory and holds a stamp of what the products depend on:
/// the version SwiftPM resolved (`1.2.0`, a branch or revision, or `unspecified` for a local package)
/// and the name, size and modification time of each manifest at the dependency's root (`Package.swift`
/// and every `Package@swift-*.swift`). A different stamp, an updated checkout, an edited local
/// manifest or a new manifest for another tools version, makes the entry stale.
struct DependencyProductCache {
    /// One dependency's products and the stamp they were read under.
    private struct Entry: Codable, Equatable {
        var stamp: String
        var products: [DependencyProduct]
    }

    /// The cache file.
    let path: String
    private var entries: [String: Entry]
    private var changed = false

    /// The cache in `path`; empty when the file is missing or unreadable.
    init(path: String) {
        self.path = path
        entries =
            FileManager.default.contents(atPath: path).flatMap {
                try? JSONDecoder().decode([String: Entry].self, from: $0)
            } ?? [:]
    }

    /// The products read for the dependency in `directory` under `stamp`, if any.
    func products(at directory: String, stamp: String) -> [DependencyProduct]? {
        guard let entry = entries[directory], entry.stamp == stamp else { return nil }
        return entry.products
    }

    /// Records the products of the dependency in `directory`, read under `stamp`.
    mutating func store(_ products: [DependencyProduct], at directory: String, stamp: String) {
        let entry = Entry(stamp: stamp, products: products)
        guard entries[directory] != entry else { return }
        entries[directory] = entry
        changed = true
    }

    /// Writes the file if an entry changed; a cache that cannot be written is only slower.
    func save() {
        guard changed else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(entries) else { return }
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    /// The shape of what an entry holds: an entry stored under another (by an older arch-check) is stale.
    static let format = "products 2: with reachable modules"

    /// The stamp of the dependency in `directory` at `version`: the entry's format and the version,
    /// then the name, size and modification time of each of its root manifests.
    static func stamp(ofDependencyAt directory: String, version: String?) -> String {
        let manifests =
            ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
        let files = manifests.map { name -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name) \(size) \(date)"
        }
        return ([version ?? ""] + files + [format]).joined(separator: "\n")
    }
}
