import Foundation

/// A static file a feature serves under `/assets/<name>`, read once at start.
public struct WebAsset: Sendable {
    public let name: String
    public let contents: Data
    public let contentType: String

    /// The file `name` of `bundle`'s `Assets` folder; its type from its extension (`.css`, `.js`).
    public init(named name: String, in bundle: Bundle) throws {
        guard let url = bundle.url(forResource: name, withExtension: nil, subdirectory: "Assets") else {
            throw PageRenderer.MissingTemplatesError(bundle: bundle.bundlePath)
        }
        self.name = name
        contents = try Data(contentsOf: url)
        contentType = name.hasSuffix(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8"
    }

    /// The shared stylesheet, `app.css`, that every page links first.
    public static func sharedStylesheet() throws -> WebAsset {
        try WebAsset(named: "app.css", in: .module)
    }
}
