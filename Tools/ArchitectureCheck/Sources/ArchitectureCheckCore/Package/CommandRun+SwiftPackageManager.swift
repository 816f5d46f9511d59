extension CommandRun {
    /// Runs a SwiftPM command that only reads (`swift package describe`, `dump-package`,
    /// `show-dependencies`) as ``init(_:)`` does, and once more when it ended on SwiftPM's own crash on
    /// Linux (SIGSEGV in libdispatch's `_dispatch_event_loop_drain`, swiftlang/swift#87033), which is no
    /// answer about the package. A command that writes is never run twice.
    package static func readOnlySwiftPackageManager(_ arguments: [String]) throws -> CommandRun {
        let first = try CommandRun(arguments)
        guard first.isSwiftPackageManagerCrash else { return first }
        return try CommandRun(arguments)
    }

    /// Whether it ended on SIGSEGV with libdispatch's event loop in its backtrace.
    var isSwiftPackageManagerCrash: Bool {
        status == 128 + 11 && errors.contains("_dispatch_event_loop_drain")
    }
}
