#if FUZZING
    import Foundation

    /// libFuzzer's driver, linked in by `-sanitize=fuzzer`: parses libFuzzer's flags from the command
    /// line and fuzzes `callback` (its `int LLVMFuzzerRunDriver(int *, char ***, int (*)(const uint8_t *,
    /// size_t))`).
    @_silgen_name("LLVMFuzzerRunDriver")
    private func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// Runs libFuzzer from `main`. SwiftPM renames an executable's `main` (to link its tests against
    /// it), so libFuzzer's own `main` cannot be the entry point: this one hands it the command line.
    enum LibFuzzerDriver {
        /// libFuzzer's exit status: 0 when the runs end without a finding.
        static func run() -> CInt {
            _ = selectedTarget
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            return llvmFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
        }
    }
#endif
