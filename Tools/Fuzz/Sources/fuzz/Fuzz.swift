import Foundation

/// The `fuzz` tool. Built with `-sanitize=fuzzer -DFUZZING` it is a libFuzzer binary
/// (`FUZZ_TARGET=feed fuzz Tools/Fuzz/Corpus/feed -runs=1000000`); built normally it replays files
/// and folders through the same entry point (`FUZZ_TARGET=feed fuzz Tools/Fuzz/Corpus/feed`).
@main
enum Fuzz {
    static func main() {
        #if FUZZING
            exit(LibFuzzerDriver.run())
        #else
            exit(CorpusReplay.run(Array(CommandLine.arguments.dropFirst())))
        #endif
    }
}
