import Foundation

/// The app's static files (`Assets/` in the bundle), read once at start: only these names are served.
struct Assets: Sendable {
    struct File: Sendable {
        let contents: Data
        let contentType: String
    }

    private static let contentTypes = [
        "app.css": "text/css; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
    ]

    private let files: [String: File]

    init() throws {
        var files: [String: File] = [:]
        for (name, contentType) in Self.contentTypes {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets") else {
                throw PageRenderer.MissingTemplatesError()
            }
            files[name] = File(contents: try Data(contentsOf: url), contentType: contentType)
        }
        self.files = files
    }

    func file(named name: String) -> File? {
        files[name]
    }
}
