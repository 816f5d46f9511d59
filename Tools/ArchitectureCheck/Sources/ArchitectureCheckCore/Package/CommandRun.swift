import Foundation

/// One finished run of a command found on the `PATH`: its status and what it printed.
struct CommandRun {
    /// The exit status.
    let status: Int32
    /// Standard output's bytes.
    let output: Data
    /// Standard error, as UTF-8, without surrounding whitespace.
    let errors: String

    /// Standard output as UTF-8.
    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Runs `arguments` (the command first) to completion. Standard error is read after standard
    /// output ends, which suits commands that print little on it (`git`, `swift package describe`).
    /// - Throws: when the command cannot be started.
    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        self.output = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.errors = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
