import Foundation

/// What a ``ResourceStore`` holds: one resource and when it was saved.
public struct CachedResource<Resource: Sendable>: Sendable {
    /// The saved resource.
    public let resource: Resource
    /// When it was saved: the cache's age is measured from here.
    public let timestamp: Date

    public init(resource: Resource, timestamp: Date) {
        self.resource = resource
        self.timestamp = timestamp
    }
}

extension CachedResource: Equatable where Resource: Equatable {}
extension CachedResource: Hashable where Resource: Hashable {}
