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

    @Test func aPageShowingTheSameStateIsRenderedOnce() async {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        let first = await pages.page(for: "en", showing: "a") { renderings.render("a") }
        let second = await pages.page(for: "en", showing: "a") { renderings.render("a") }

        #expect(first == "a #1" && second == "a #1")
        #expect(renderings.made == 1)
    }

    @Test func aPageWhoseStateChangedIsRenderedAnewAndKeptInstead() async {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        _ = await pages.page(for: "en", showing: "a") { renderings.render("a") }
        let changed = await pages.page(for: "en", showing: "b") { renderings.render("b") }
        let again = await pages.page(for: "en", showing: "b") { renderings.render("b") }

        #expect(changed == "b #2" && again == "b #2")
        #expect(await pages.count == 1)
    }

    @Test func eachKeyHasItsOwnPage() async {
        let pages = RenderedPages<String, String, String>(capacity: 4)
        let renderings = Renderings()

        let english = await pages.page(for: "en", showing: "a") { renderings.render("a") }
        let greek = await pages.page(for: "el", showing: "a") { renderings.render("a") }

        #expect(english == "a #1" && greek == "a #2")
        #expect(await pages.page(for: "en", showing: "a") { renderings.render("a") } == "a #1")
    }

    @Test func pastTheCapacityThePageUsedLeastRecentlyGoes() async {
        let pages = RenderedPages<Int, String, String>(capacity: 2)
        let renderings = Renderings()

        _ = await pages.page(for: 1, showing: "a") { renderings.render("a") }
        _ = await pages.page(for: 2, showing: "a") { renderings.render("a") }
        _ = await pages.page(for: 1, showing: "a") { renderings.render("a") }  // 2 is now the least recent
        _ = await pages.page(for: 3, showing: "a") { renderings.render("a") }

        #expect(await pages.count == 2)
        #expect(await pages.page(for: 1, showing: "a") { renderings.render("a") } == "a #1", "kept")
        #expect(await pages.page(for: 2, showing: "a") { renderings.render("a") } == "a #4", "rendered again")
    }
}
