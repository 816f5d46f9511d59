import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor (a child's pipe) to its end with `read(2)`, going on after a read that a
/// signal interrupted (`EINTR`): Foundation's `FileHandle.readDataToEndOfFile()` traps on it instead,
/// which took down every process that ran a command while signals arrived (a test runner among them).
package enum DescriptorReader {
    /// A read failed for a reason other than a signal.
    package struct ReadError: Error, CustomStringConvertible {
        /// The `errno` of the failed read.
        package let code: Int32
        package var description: String { "Reading a command's output failed: \(String(cString: strerror(code)))" }
    }

    /// Every byte left on `descriptor`, up to its end of file.
    package static func readToEnd(_ descriptor: Int32) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw ReadError(code: errno)
            }
        }
    }
}
