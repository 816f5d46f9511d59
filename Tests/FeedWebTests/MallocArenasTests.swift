import FeedWebApp
import Testing

/// The web host's limit on glibc's arenas: set unless the environment sets its own.
@Suite struct MallocArenasTests {
    @Test func theLimitIsSetWhenTheEnvironmentSetsNone() {
        #if canImport(Glibc)
            #expect(MallocArenas.limit(to: 1, environment: [:]), "mallopt accepted M_ARENA_MAX")
        #else
            #expect(!MallocArenas.limit(to: 1, environment: [:]), "no glibc: nothing to set")
        #endif
    }

    @Test func theEnvironmentsValueIsLeftToGlibc() {
        #expect(!MallocArenas.limit(to: 1, environment: ["MALLOC_ARENA_MAX": "4"]))
    }
}
