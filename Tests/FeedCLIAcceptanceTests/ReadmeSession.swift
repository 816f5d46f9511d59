import ExecutableTestSupport
import Foundation

/// A console session a README shows (`$ ` lines and what each prints), run as it is written: each
/// command's leading `NAME=value` words go to its environment, `> /dev/null` drops its standard output,
/// and the rest are the executable's arguments. Nothing is added: no `--base-url`, no `--store`, so the
/// app uses its embedded sample backend and its default store under the working folder (its `HOME`).
struct ReadmeSession {
    /// One `$ ` line.
    struct Command: Equatable {
        let line: String
        let environment: [String: String]
        let executable: String
        let arguments: [String]
        let discardsOutput: Bool
    }

    /// Where the README's sample output shows the home folder.
    static let shownHome = "/home/me"

    let example: ReadmeExample
    let commands: [Command]

    init(_ example: ReadmeExample) {
        self.example = example
        commands = example.text.components(separatedBy: "\n").filter { $0.hasPrefix("$ ") }.map { line in
            var words = line.dropFirst(2).split(separator: " ").map(String.init)
            let discards = words.suffix(2) == [">", "/dev/null"]
            if discards { words.removeLast(2) }
            var environment: [String: String] = [:]
            while let first = words.first, let equals = first.firstIndex(of: "="), first.first?.isUppercase == true {
                environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
                words.removeFirst()
            }
            return Command(
                line: line, environment: environment, executable: words.first ?? "",
                arguments: Array(words.dropFirst()), discardsOutput: discards)
        }
    }

    /// Runs every command with `executable` (each must name it), and returns the session as a console
    /// shows it: each `$ ` line, then what the command printed on standard output, with the working
    /// folder shown as ``shownHome``; plus, for a command that failed, its status and standard error.
    func run(with executable: AppExecutable) async throws -> String {
        var transcript: [String] = []
        for command in commands {
            transcript.append(command.line)
            guard command.executable == executable.url.lastPathComponent else {
                transcript.append("<not \(executable.url.lastPathComponent): \(command.executable)>")
                continue
            }
            let output = try await executable.run(command.arguments, environment: command.environment)
            if output.status != 0 { transcript.append("<exit \(output.status): \(output.stderr)>") }
            if !command.discardsOutput, !output.text.isEmpty {
                let text = output.text.replacingOccurrences(of: executable.workingDirectory.path, with: Self.shownHome)
                transcript.append(contentsOf: text.dropLast(text.hasSuffix("\n") ? 1 : 0).components(separatedBy: "\n"))
            }
        }
        return transcript.joined(separator: "\n")
    }
}
