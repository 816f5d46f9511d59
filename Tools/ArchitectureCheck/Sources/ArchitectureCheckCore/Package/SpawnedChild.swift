import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn(3)`, not Foundation's `Process.run()`: on Linux `run()`
/// copies this process's list of descriptors first, and crashed inside that copy (in `memcpy`) in a
/// test process that ran many children at once on a busy machine; this process may be a test runner
/// or a build plugin host. The child gets only its three standard streams where the platform can close
/// the rest (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34 and later); this process's
/// descriptors are opened close-on-exec in any case.
package struct SpawnedChild {
    /// The child could not be started.
    package struct SpawnError: Error, CustomStringConvertible {
        /// What was started.
        package let executable: String
        /// The error number `posix_spawn` returned.
        package let code: Int32
        package var description: String { "Cannot start \(executable): \(String(cString: strerror(code)))" }
    }

    private let processIdentifier: pid_t

    /// Starts `executable` with `arguments` and this process's environment; its standard input is
    /// `/dev/null`, its standard output and error the descriptors given (which it gets copies of).
    package static func spawn(
        _ executable: String, arguments: [String], standardOutput: Int32, standardError: Int32
    ) throws -> SpawnedChild {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        closeTheRest(&actions)

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var processIdentifier = pid_t()
        let code = posix_spawn(&processIdentifier, executable, &actions, nil, argv, envp)
        guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        return SpawnedChild(processIdentifier: processIdentifier)
    }

    /// Waits for the child to exit, going on after a wait a signal interrupted. - Returns: its exit
    /// status, or 128 + the signal's number when a signal ended it.
    package func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    #if canImport(Darwin)
        private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t?) {}
    #else
        /// Closes every descriptor from 3 up in the child, where the C library has the call (it is not
        /// in the headers Swift imports, so it is looked up by name).
        private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
    #endif
}
