import Foundation

/// Runs `body` with a new, empty folder named `<prefix>-<UUID>` under the temporary directory, and the
/// executable `name` set to run in it; deletes the folder afterwards.
public func withTemporaryWorkingDirectory<T>(
    prefix: String,
    executable name: String,
    _ body: (URL, AppExecutable) async throws -> T
) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appending(path: "\(prefix)-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory, try AppExecutable.locate(named: name, workingDirectory: directory))
}
