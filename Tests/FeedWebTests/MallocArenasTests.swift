import FeedWebApp
import Foundation
import Testing

/// The web host's limit on glibc's arenas: set unless the environment sets its own.
///
/// The limit holds for the whole test process, whose hundreds of threads serve every suite at once:
/// the test sets glibc's own default (eight arenas per core), never the web host's one. (With one, the
/// first CI run that had this test took 463 s instead of 350 and two live tests timed out: the likely
/// cause, not proven.)
@Suite struct MallocArenasTests {
    private static let glibcDefault = Int32(8 * ProcessInfo.processInfo.activeProcessorCount)

    @Test func theLimitIsSetWhenTheEnvironmentSetsNone() {
        #if canImport(Glibc)
            #expect(MallocArenas.limit(to: Self.glibcDefault, environment: [:]), "mallopt accepted M_ARENA_MAX")
        #else
            #expect(!MallocArenas.limit(to: Self.glibcDefault, environment: [:]), "no glibc: nothing to set")
        #endif
    }

    @Test func theEnvironmentsValueIsLeftToGlibc() {
        #expect(!MallocArenas.limit(to: Self.glibcDefault, environment: ["MALLOC_ARENA_MAX": "4"]))
    }
}
