import Foundation
import Mustache

/// Renders a feature's Mustache templates (the `Templates` folder of its resource bundle) with the
/// shared page layout's partials (`head`, `navigation`) beside them. `{{ }}` escapes HTML, so every
/// text from an API reaches the page as text; the templates use no unescaped `{{{ }}}`.
public struct PageRenderer: Sendable {
    /// A bundle's templates could not be read.
    public struct MissingTemplatesError: Error, CustomStringConvertible {
        public let bundle: String
        public var description: String { "The templates are missing from the resource bundle \(bundle)" }
    }

    private let library: MustacheLibrary

    /// Reads the templates of `bundle` and the shared layout's.
    public init(templatesIn bundle: Bundle) async throws {
        var library = try await MustacheLibrary(directory: try Self.templates(in: bundle).path)
        let shared = try await MustacheLibrary(directory: try Self.templates(in: .module).path)
        for name in ["head", "navigation"] {
            guard let template = shared.getTemplate(named: name) else {
                throw MissingTemplatesError(bundle: Bundle.module.bundlePath)
            }
            library.register(template, named: name)
        }
        self.library = library
    }

    /// The HTML of template `name` for `page`.
    public func render(_ page: some Sendable, template name: String) -> String {
        library.render(page, withTemplate: name) ?? ""
    }

    private static func templates(in bundle: Bundle) throws -> URL {
        guard let directory = bundle.url(forResource: "Templates", withExtension: nil) else {
            throw MissingTemplatesError(bundle: bundle.bundlePath)
        }
        return directory
    }
}
