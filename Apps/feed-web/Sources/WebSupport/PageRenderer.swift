import Foundation
import Mustache

/// Renders a feature's Mustache templates (the `Templates` folder of its resource bundle) with the
/// shared page layout's partials (`head`, `navigation`) beside them.
///
/// Every template is loaded here and made to escape with ``HTMLText`` (on UTF-8 bytes): `{{ }}` turns
/// every text from an API into text, in element content and in quoted attributes, whatever characters
/// surround it. The templates use no unescaped `{{{ }}}`.
public struct PageRenderer: Sendable {
    /// A bundle's templates could not be read.
    public struct MissingTemplatesError: Error, CustomStringConvertible {
        public let bundle: String
        public var description: String { "The templates are missing from the resource bundle \(bundle)" }
    }

    /// The partials of the shared layout that every feature's templates may use.
    static let sharedPartials = ["head", "navigation"]

    private let library: MustacheLibrary

    /// Reads the templates of `bundle` and the shared layout's.
    public init(templatesIn bundle: Bundle) async throws {
        let own = try Self.templates(in: bundle)
        let shared = try Self.templates(in: .module)
        var templates = own
        for name in Self.sharedPartials {
            guard let template = shared[name] else { throw MissingTemplatesError(bundle: Bundle.module.bundlePath) }
            templates[name] = template
        }
        library = MustacheLibrary(templates: templates)
    }

    /// The HTML of template `name` for `page`.
    public func render(_ page: some Sendable, template name: String) -> String {
        library.render(page, withTemplate: name) ?? ""
    }

    /// Each `.mustache` file of the bundle's `Templates` folder by name, parsed with the scalar-safe
    /// content type in force from its first token.
    private static func templates(in bundle: Bundle) throws -> [String: MustacheTemplate] {
        guard let directory = bundle.url(forResource: "Templates", withExtension: nil) else {
            throw MissingTemplatesError(bundle: bundle.bundlePath)
        }
        ScalarSafeHTMLContentType.registered
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        var templates: [String: MustacheTemplate] = [:]
        for file in files where file.pathExtension == "mustache" {
            let text = try String(contentsOf: file, encoding: .utf8)
            templates[file.deletingPathExtension().lastPathComponent] = try MustacheTemplate(
                string: ScalarSafeHTMLContentType.pragma + text)
        }
        return templates
    }
}
