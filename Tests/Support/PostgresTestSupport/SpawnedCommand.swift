import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command to its exit with `posix_spawn` and `waitpid`, not Foundation's `Process`, which
/// learns of a child's exit when a socket the child inherited closes: `pg_ctl start` leaves a server
/// running that would inherit it and keep it open, so the exit would never be seen. The child gets no
/// descriptor of this process but its output file, so that the server it may start holds none either.
enum SpawnedCommand {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module
    /// does not import: looked up by name.
    private static let closeFrom: CloseFrom = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            fatalError("glibc 2.34 or later is needed to start PostgreSQL in tests")
        }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments`, its standard output and error written to `output`.
    /// - Returns: its exit status (128 + the signal's number when a signal ended it).
    static func run(_ executable: String, _ arguments: [String], output: URL) async throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        guard closeFrom(&actions, 3) == 0 else {
            throw Failure(description: "posix_spawn_file_actions_addclosefrom_np")
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        let childPID = pid
        // `waitpid` blocks: on a dispatch thread, never on one of the concurrency pool's.
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var status: Int32 = 0
                while waitpid(childPID, &status, 0) == -1, errno == EINTR {}
                let signal = status & 0x7f
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
            }
        }
    }
}
