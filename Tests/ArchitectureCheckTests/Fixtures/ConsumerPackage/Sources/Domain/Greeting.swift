import Foundation

/// A greeting for someone.
public struct Greeting: Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var text: String { "Hello, \(name)!" }
}
