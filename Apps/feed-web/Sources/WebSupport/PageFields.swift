import Mustache

/// A value a page template reads by key, through a `switch` over its fields rather than reflection:
/// swift-mustache reads any other value through `Mirror`, which took most of the time a page took to
/// render (looking up the field's type by its mangled name, filtering the children, on every key of
/// every cell).
public protocol PageFields: MustacheParent, Sendable {
    /// The value of the field a template names `key`; `nil` for a key the value does not have.
    func field(_ key: String) -> Any?
}

extension PageFields {
    public func child(named key: String) -> Any? { field(key) }
}
