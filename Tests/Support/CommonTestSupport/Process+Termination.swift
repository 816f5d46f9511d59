import Foundation

extension Process {
    /// Starts the process and waits, without blocking a thread, until it ends.
    /// - Returns: its termination status (the exit status, or the signal that ended it).
    /// - Throws: when it cannot be started.
    public func runToTermination() async throws -> Int32 {
        try await withCheckedThrowingContinuation { continuation in
            terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try run()
            } catch {
                terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
