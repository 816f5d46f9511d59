import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the reading end of a pipe (a child process's standard output or error) with `read(2)`,
/// going on after a read that a signal interrupted (`EINTR`). Foundation's `readDataToEndOfFile()`
/// and `availableData` trap on `EINTR` on Linux (a `try!` inside), which takes the whole test process
/// down; the architecture check's `DescriptorReader` does the same for the product code.
///
/// The reads block the calling thread: call them from a thread or detached task of their own.
public struct PipeReader: Sendable {
    /// A read failed for a reason other than a signal.
    public struct ReadError: Error, CustomStringConvertible {
        /// The `errno` of the failed read.
        public let code: Int32
        public var description: String { "Reading a pipe failed: \(String(cString: strerror(code)))" }
    }

    /// Kept so that its descriptor stays open while this reader uses it.
    private let handle: FileHandle

    /// A reader of `handle`'s descriptor, which it keeps open while it lives.
    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Every byte left, up to the end of file (the writer closed its end).
    public func readToEnd() throws -> Data {
        var data = Data()
        while true {
            let chunk = try readChunk()
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }

    /// The bytes of one read of at most `maxLength`, waiting until some arrive; empty at end of file.
    public func readChunk(maxLength: Int = 65_536) throws -> Data {
        var buffer = [UInt8](repeating: 0, count: maxLength)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[..<count]) }
            if errno != EINTR { throw ReadError(code: errno) }
        }
    }
}
