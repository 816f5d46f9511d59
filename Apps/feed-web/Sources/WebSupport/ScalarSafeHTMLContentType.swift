import Mustache

/// The content type every page template renders with: `{{ }}` escapes through ``HTMLText``, whose
/// escaping cannot be bypassed by grapheme clusters as swift-mustache's own `HTML` type can (it
/// replaces whole `Character`s, so a `<` glued to a neighbour passes).
struct ScalarSafeHTMLContentType: MustacheContentType {
    /// The name templates select the type by, in `{{% CONTENT_TYPE: … }}`.
    static let name = "SCALAR_SAFE_HTML"

    /// The pragma ``PageRenderer`` puts before every template it loads.
    static let pragma = "{{% CONTENT_TYPE: \(name) }}"

    /// Registers the type with swift-mustache once, before the first template is parsed; every
    /// ``PageRenderer`` reads this first.
    static let registered: Void = MustacheContentTypes.register(ScalarSafeHTMLContentType(), named: name)

    func escapeText(_ text: String) -> String {
        HTMLText.escaped(text)
    }
}
