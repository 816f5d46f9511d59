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

/// The bytes of an image for tests that need any image: a PNG signature and a few bytes.
public func anyImageData() -> Data {
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01, 0x02])
}
