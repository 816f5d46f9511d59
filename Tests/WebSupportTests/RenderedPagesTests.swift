import Synchronization
import Testing
import WebSupport

/// Rendered pages are reused while the state they show is the same, rendered anew when it changes,
/// kept apart by key (a language is a key of its own), and bounded: past the capacity the page used
/// least recently goes.
@Suite("Rendered pages")
struct RenderedPagesTests {
    /// Counts renderings: each one returns the state it was asked for and its number.
    final class Renderings: Sendable {
        private let count = Mutex(0)

        var made: Int { count.withLock { $0 } }

        @Sendable func render(_ state: String) -> String {
            let number = count.withLock { count in
                count += 1
                return count
            }
            return "\(state) #\(number)"
        }
    }

    @Test func aPageShowingTheSameStateIsRenderedOnce() {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        let first = pages.page(for: "en", showing: "a") { renderings.render("a") }
        let second = pages.page(for: "en", showing: "a") { renderings.render("a") }

        #expect(first == "a #1" && second == "a #1")
        #expect(renderings.made == 1)
    }

    @Test func aPageWhoseStateChangedIsRenderedAnewAndKeptInstead() {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        _ = pages.page(for: "en", showing: "a") { renderings.render("a") }
        let changed = pages.page(for: "en", showing: "b") { renderings.render("b") }
        let again = pages.page(for: "en", showing: "b") { renderings.render("b") }

        #expect(changed == "b #2" && again == "b #2")
        #expect(pages.count == 1)
    }

    @Test func eachKeyHasItsOwnPage() {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        let english = pages.page(for: "en", showing: "a") { renderings.render("a") }
        let greek = pages.page(for: "el", showing: "a") { renderings.render("a") }

        #expect(english == "a #1" && greek == "a #2")
        #expect(pages.page(for: "en", showing: "a") { renderings.render("a") } == "a #1")
    }

    @Test func pastTheCapacityThePageUsedLeastRecentlyGoes() {
        let pages = RenderedPages<Int, String, String>(capacity: 2)
        let renderings = Renderings()

        _ = pages.page(for: 1, showing: "a") { renderings.render("a") }
        _ = pages.page(for: 2, showing: "a") { renderings.render("a") }
        _ = pages.page(for: 1, showing: "a") { renderings.render("a") }  // 2 is now the least recent
        _ = pages.page(for: 3, showing: "a") { renderings.render("a") }

        #expect(pages.count == 2)
        #expect(pages.page(for: 1, showing: "a") { renderings.render("a") } == "a #1", "kept")
        #expect(pages.page(for: 2, showing: "a") { renderings.render("a") } == "a #4", "rendered again")
    }

    @Test func concurrentRequestsForAPageNotRenderedYetRenderItOnce() async {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        let served = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { pages.page(for: "en", showing: "a") { renderings.render("a") } }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }

        #expect(served == Array(repeating: "a #1", count: 16))
        #expect(renderings.made == 1)
    }
}
