import Foundation
import Mustache

/// Renders the app's Mustache templates (bundled in `Templates/`). `{{ }}` escapes HTML, so every text
/// from the feed or the comments reaches the page as text; the templates use no unescaped `{{{ }}}`.
struct PageRenderer: Sendable {
    /// The bundled templates could not be read.
    struct MissingTemplatesError: Error, CustomStringConvertible {
        var description: String { "The web app's templates are missing from its resource bundle" }
    }

    private let library: MustacheLibrary

    /// Reads the bundled templates.
    init() async throws {
        guard let directory = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw MissingTemplatesError()
        }
        library = try await MustacheLibrary(directory: directory.path)
    }

    /// The HTML of template `name` for `page`.
    func render(_ page: some Sendable, template name: String) -> String {
        library.render(page, withTemplate: name) ?? ""
    }
}
