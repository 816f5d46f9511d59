import ArgumentParser
import Foundation
import JSONFileInfrastructure
import SharedPresentation

/// The terminal apps' output streams. Text goes out through ``TerminalText/sanitized(_:)``, so no
/// payload can send a terminal an escape sequence; JSON from ``DocumentJSONEncoder`` holds none to
/// begin with, so it goes out exact.
///
/// Standard output that cannot be written (a full disk, a closed pipe where `SIGPIPE` is ignored) ends
/// the command with exit status 1 after one line on standard error; standard error that cannot be
/// written is ignored.
public enum Terminal {
    /// Writes `text` and a newline to standard output.
    ///
    /// - Throws: `ExitCode.failure` when standard output cannot be written.
    public static func print(_ text: String) throws {
        try writeOutput(Data((TerminalText.sanitized(text) + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    public static func printError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((TerminalText.sanitized(text) + "\n").utf8))
    }

    /// Writes raw bytes to standard output.
    ///
    /// - Throws: `ExitCode.failure` when standard output cannot be written.
    public static func writeOutput(_ data: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            printError("\(commandName): cannot write to standard output: \(reason(of: error))")
            throw ExitCode.failure
        }
    }

    /// Writes `data` to the file at `path` as ``FileReplacement`` does (atomically for a regular file,
    /// in place for a device or a pipe such as `/dev/null`, through a symbolic link), or to standard
    /// output when `path` is `-`.
    ///
    /// - Throws: `ExitCode.failure` after saying on stderr, in `language`, that the file cannot be written.
    public static func writeBytes(_ data: Data, to path: String, language: Language) throws {
        guard path != "-" else { return try writeOutput(data) }
        do {
            try FileReplacement(url: URL(filePath: path, directoryHint: .notDirectory)).write(data)
        } catch {
            printError(TerminalStrings.cannotWrite(path, in: language))
            throw ExitCode.failure
        }
    }

    /// Writes `data`, downloaded from `url` (or, when `cached`, read from the local cache of `url`'s
    /// bytes), to the file at `path` or to standard output (see ``writeBytes(_:to:language:)``); for a
    /// file that is not standard output itself (`/dev/stdout`), then says so on standard output:
    /// `report` as JSON with `json`, else `Saved <count> bytes of <url> to <path>` in `language`, which
    /// names the cache as the source when the bytes came from it.
    public static func saveBytes(
        _ data: Data, from url: URL, cached: Bool = false, to path: String, report: some Encodable, json: Bool,
        in language: Language
    ) throws {
        try writeBytes(data, to: path, language: language)
        guard path != "-", !isStandardOutput(path) else { return }
        try print(
            json
                ? try DocumentJSONEncoder.string(from: report)
                : cached
                    ? TerminalStrings.savedCachedBytes(data.count, of: url, to: path, in: language)
                    : TerminalStrings.savedBytes(data.count, of: url, to: path, in: language))
    }

    /// Whether `path` names the file standard output is open on.
    private static func isStandardOutput(_ path: String) -> Bool {
        var file = stat()
        var output = stat()
        return stat(path, &file) == 0 && fstat(STDOUT_FILENO, &output) == 0 && file.st_dev == output.st_dev
            && file.st_ino == output.st_ino
    }

    /// The command's name, as the shell's messages name it.
    private static var commandName: String {
        URL(filePath: CommandLine.arguments.first ?? "", directoryHint: .notDirectory).lastPathComponent
    }

    /// The system's words for why a write failed (`No space left on device`), as `strerror` has them.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        for candidate in [error as NSError, underlying].compactMap({ $0 }) where candidate.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(candidate.code)))
        }
        return error.localizedDescription
    }
}
