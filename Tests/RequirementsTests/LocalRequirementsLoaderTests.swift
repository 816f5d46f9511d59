import CommonTestSupport
import Foundation
import Requirements
import SharedCache
import SharedCacheTestSupport
import Testing

/// The checklist's cache courses: save, load while younger than seven days, validate.
struct LocalRequirementsLoaderTests {
    private let now = Date()

    @Test func loadDeliversWhatWasSavedUntilSevenDaysHavePassed() async throws {
        let store = InMemoryResourceStore<[LocalRequirementCategory]>()
        let checklist = [uniqueCategory(), uniqueCategory()]
        try await makeSUT(store, clock: now.adding(days: -7).adding(seconds: 1)).save(checklist)

        #expect(try await makeSUT(store, clock: now).load() == checklist)
        #expect(try await makeSUT(store, clock: now.adding(seconds: 1)).load() == nil)
    }

    @Test func loadDeliversNothingOnAnEmptyCacheAndFailsOnAnUnreadableOne() async throws {
        let spy = ResourceStoreSpy<[LocalRequirementCategory]>()
        spy.completeRetrieval(with: anyNSError())

        #expect(try await makeSUT(InMemoryResourceStore<[LocalRequirementCategory]>(), clock: now).load() == nil)
        await #expect(throws: anyNSError()) { try await makeSUT(spy, clock: now).load() }
        #expect(spy.receivedMessages == [.retrieve])
    }

    @Test func validateCacheDeletesAnExpiredOneAndKeepsAValidOne() async throws {
        let store = InMemoryResourceStore<[LocalRequirementCategory]>()
        try await makeSUT(store, clock: now.adding(days: -3)).save([uniqueCategory()])

        #expect(try await makeSUT(store, clock: now).validateCache() == .kept)
        #expect(try await makeSUT(store, clock: now.adding(days: 4)).validateCache() == .deleted)
        #expect(try await makeSUT(store, clock: now).validateCache() == .empty)
    }

    @Test(arguments: ResourceStoreCheck.allCases)
    func theCachesRepresentationPassesTheStoreSpecs(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(InMemoryResourceStore<[LocalRequirementCategory]>()) {
            [
                LocalRequirementCategory(
                    id: UUID(), name: "c",
                    groups: [.init(id: UUID(), name: "g", items: [.init(id: UUID(), name: "i", type: 99)])])
            ]
        }.run(check)
    }

    private func makeSUT(_ store: some ResourceStore<[LocalRequirementCategory]>, clock: Date)
        -> LocalRequirementsLoader
    {
        LocalRequirementsLoader(store: store, currentDate: { clock })
    }

    private func uniqueCategory() -> RequirementCategory {
        RequirementCategory(
            id: UUID(), name: "Category",
            groups: [
                RequirementGroup(
                    id: UUID(), name: "Group",
                    items: [
                        RequirementItem(id: UUID(), name: "Known", type: RequirementType(rawValue: 0)),
                        RequirementItem(id: UUID(), name: "Unknown type", type: RequirementType(rawValue: 77)),
                    ])
            ])
    }
}
