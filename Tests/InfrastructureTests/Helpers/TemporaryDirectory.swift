import Foundation

/// A new, uniquely named directory under the system's temporary directory, removed with its
/// contents when the instance goes away.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appending(path: "InfrastructureTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// `name` inside the directory.
    func appending(_ name: String) -> URL {
        url.appending(path: name)
    }
}
