import Domain
import Foundation

/// Fetches greetings; here, makes them up.
public struct GreetingClient: Sendable {
    public init() {}

    public func greeting(for name: String) -> Greeting { Greeting(name: name) }
}
