import Foundation

/// A URL for tests that need any URL.
public func anyURL() -> URL {
    URL(string: "https://any-url.com")!
}

/// Non-empty bytes for tests that need any data.
public func anyData() -> Data {
    Data("any data".utf8)
}

/// An error for tests that need any error.
public func anyNSError() -> NSError {
    NSError(domain: "any error", code: 0)
}
