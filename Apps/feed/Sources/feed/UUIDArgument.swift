import ArgumentParser
import Foundation

/// A UUID on the command line, such as an image's id.
struct UUIDArgument: ExpressibleByArgument {
    let value: UUID

    init?(argument: String) {
        guard let value = UUID(uuidString: argument) else { return nil }
        self.value = value
    }
}
