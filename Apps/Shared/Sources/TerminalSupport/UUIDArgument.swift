import ArgumentParser
import Foundation

/// A UUID on the command line, such as an image's or a requirement's id; anything else is a usage error.
public struct UUIDArgument: ExpressibleByArgument, Sendable {
    public let value: UUID

    public init?(argument: String) {
        guard let value = UUID(uuidString: argument) else { return nil }
        self.value = value
    }
}
