import Foundation

/// The app's output streams.
enum Terminal {
    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        write(text + "\n", to: .standardOutput)
    }

    /// Writes `text` and a newline to standard error.
    static func printError(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    /// Writes raw bytes to standard output.
    static func writeOutput(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
