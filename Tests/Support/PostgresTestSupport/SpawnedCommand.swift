import Foundation
import Subprocess
import SystemPackage

/// Runs a command to its exit with swift-subprocess, not Foundation's `Process`, which learns of a
/// child's exit when a pipe the child inherited closes: `pg_ctl start` leaves a server running that
/// would inherit it and keep it open, so the exit would never be seen. swift-subprocess waits on the
/// child's pidfd instead, and the child gets no descriptor of this process (it closes every one from 3
/// up) but its output file, so that the server it may start holds none either.
enum SpawnedCommand {
    /// Runs `executable` with `arguments` in `/`, its standard output and error written to `output`:
    /// run as the `postgres` user, PostgreSQL's tools print "could not change directory" into their
    /// output when the working directory is one that user cannot enter (a clone in a private folder).
    /// - Returns: its exit status (128 + the signal's number when a signal ended it).
    static func run(_ executable: String, _ arguments: [String], output: URL) async throws -> Int32 {
        let file = try FileDescriptor.open(
            FilePath(output.path), .writeOnly, options: [.create, .truncate],
            permissions: [.ownerReadWrite, .groupRead, .otherRead])
        let result = try await Subprocess.run(
            .path(FilePath(executable)), arguments: Arguments(arguments), workingDirectory: FilePath("/"), input: .none,
            output: .fileDescriptor(file, closeAfterSpawningProcess: true), error: .combinedWithOutput)
        switch result.terminationStatus {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
        }
    }
}
