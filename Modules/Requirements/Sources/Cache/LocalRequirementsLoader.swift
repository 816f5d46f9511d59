import Foundation
import SharedCache

/// The requirements' cache use cases on top of any `ResourceStore` of ``LocalRequirementCategory``s:
/// save, load while younger than the max age (seven days by default), validate. SharedCache's
/// `LocalResourceLoader` with the requirements' mapping, `CacheMapping.requirements`.
public typealias LocalRequirementsLoader = LocalResourceLoader<[RequirementCategory]>

extension LocalResourceLoader where Resource == [RequirementCategory] {
    /// - Parameters:
    ///   - store: where the checklist is kept.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public convenience init(
        store: some ResourceStore<[LocalRequirementCategory]>,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        self.init(store: store, mapping: .requirements, currentDate: currentDate, policy: policy)
    }
}

extension CacheMapping where Resource == [RequirementCategory], Stored == [LocalRequirementCategory] {
    /// The checklist as the cache keeps it: ``LocalRequirementCategory``s.
    public static let requirements = CacheMapping(
        store: { $0.map(LocalRequirementCategory.init) },
        restore: { $0.map(RequirementCategory.init) }
    )
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
