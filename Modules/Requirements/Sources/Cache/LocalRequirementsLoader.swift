import Foundation
import SharedCache

/// The requirements' cache use cases on top of any `ResourceStore` of ``LocalRequirementCategory``s:
/// save, load while younger than the max age (seven days by default), validate — SharedCache's
/// `LocalResourceLoader`, with the checklist mapped to the cache's own representation.
public final class LocalRequirementsLoader: ResourceCache {
    private let cache: LocalResourceLoader<[LocalRequirementCategory]>

    /// - Parameters:
    ///   - store: where the checklist is kept.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public init(
        store: some ResourceStore<[LocalRequirementCategory]>,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        cache = LocalResourceLoader(store: store, currentDate: currentDate, policy: policy)
    }

    /// Replaces the cache with `categories`, stamped with the current date.
    public func save(_ categories: [RequirementCategory]) async throws {
        try await cache.save(categories.map(LocalRequirementCategory.init))
    }

    /// The cached checklist while the cache is valid; `nil` when it is empty or expired.
    /// Never changes the store.
    public func load() async throws -> [RequirementCategory]? {
        try await cache.load()?.map(RequirementCategory.init)
    }

    /// Deletes the cache when it cannot be read or has expired; keeps an empty or valid one.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await cache.validateCache()
    }
}

extension LocalRequirementCategory {
    init(_ category: RequirementCategory) {
        self.init(
            id: category.id,
            name: category.name,
            groups: category.groups.map { group in
                Group(
                    id: group.id, name: group.name,
                    items: group.items.map {
                        Item(id: $0.id, name: $0.name, type: $0.type.rawValue, typeName: $0.type.name)
                    })
            }
        )
    }
}

extension RequirementCategory {
    init(_ local: LocalRequirementCategory) {
        self.init(
            id: local.id,
            name: local.name,
            groups: local.groups.map { group in
                RequirementGroup(
                    id: group.id, name: group.name,
                    items: group.items.map {
                        RequirementItem(
                            id: $0.id, name: $0.name, type: RequirementType(rawValue: $0.type, name: $0.typeName))
                    })
            }
        )
    }
}
