import Foundation

/// A URL no test cares about.
public func anyURL() -> URL {
  URL(string: "https://any-url.com")!
}

/// Bytes no test cares about.
public func anyData() -> Data {
  Data("any data".utf8)
}

/// An error no test cares about.
public func anyNSError() -> NSError {
  NSError(domain: "any error", code: 0)
}
