import ArgumentParser
import Foundation
import SharedPresentation

/// The terminal apps' output streams. Text goes out through ``TerminalText/sanitized(_:)``, so no
/// payload can send a terminal an escape sequence; JSON from ``DocumentJSONEncoder`` holds none to
/// begin with, so it goes out exact.
public enum Terminal {
    /// Writes `text` and a newline to standard output.
    public static func print(_ text: String) {
        write(TerminalText.sanitized(text) + "\n", to: .standardOutput)
    }

    /// Writes `text` and a newline to standard error.
    public static func printError(_ text: String) {
        write(TerminalText.sanitized(text) + "\n", to: .standardError)
    }

    /// Writes raw bytes to standard output.
    public static func writeOutput(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Writes `data` to the file at `path`, atomically, or to standard output when `path` is `-`.
    ///
    /// - Throws: `ExitCode.failure` after saying on stderr, in `language`, that the file cannot be written.
    public static func writeBytes(_ data: Data, to path: String, language: Language) throws {
        guard path != "-" else { return writeOutput(data) }
        do {
            try data.write(to: URL(filePath: path), options: .atomic)
        } catch {
            printError(TerminalStrings.cannotWrite(path, in: language))
            throw ExitCode.failure
        }
    }

    /// Writes `data`, downloaded from `url`, to the file at `path` or to standard output (see
    /// ``writeBytes(_:to:language:)``); for a file, then says so on standard output: `report` as JSON
    /// with `json`, else `Saved <count> bytes of <url> to <path>` in `language`.
    public static func saveBytes(
        _ data: Data, from url: URL, to path: String, report: some Encodable, json: Bool, in language: Language
    ) throws {
        try writeBytes(data, to: path, language: language)
        guard path != "-" else { return }
        print(
            json
                ? try DocumentJSONEncoder.string(from: report)
                : TerminalStrings.savedBytes(data.count, of: url, to: path, in: language))
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
