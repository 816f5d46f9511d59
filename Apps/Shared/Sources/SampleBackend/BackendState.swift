import Foundation
import Synchronization

/// The mutable state the request handlers read: the current mode, the base URL to fall back on when a
/// request has no `Host` header, the request counts and the recorded validations. Shared by the backend
/// actor and the router.
final class BackendState: Sendable {
    private struct Storage {
        var mode: SampleBackend.Mode
        var baseURL: URL?
        var requestCounts = RequestCounts()
        var validations: [RecordedValidation] = []
        var validationsByKey: [UUID: RecordedValidation] = [:]
        var repeatedValidationPosts = 0
    }

    private let storage: Mutex<Storage>
    /// How many validations are kept: past it, the oldest are forgotten (a retry of one of them is then
    /// recorded anew), so no client can grow the process without bound.
    let maximumRecordedValidations: Int

    init(mode: SampleBackend.Mode, maximumRecordedValidations: Int = 10_000) {
        storage = Mutex(Storage(mode: mode))
        self.maximumRecordedValidations = max(1, maximumRecordedValidations)
    }

    var mode: SampleBackend.Mode {
        get { storage.withLock { $0.mode } }
        set { storage.withLock { $0.mode = newValue } }
    }

    var baseURL: URL? {
        get { storage.withLock { $0.baseURL } }
        set { storage.withLock { $0.baseURL = newValue } }
    }

    var requestCounts: RequestCounts { storage.withLock { $0.requestCounts } }

    /// The validations recorded, in the order first received: the latest ``maximumRecordedValidations``.
    var recordedValidations: [RecordedValidation] { storage.withLock { $0.validations } }

    /// How many validation posts came with a key recorded before: repeats the idempotency key absorbed.
    var repeatedValidationPosts: Int { storage.withLock { $0.repeatedValidationPosts } }

    /// Records `validation` unless its key was recorded before (and not forgotten since).
    /// - Returns: the record kept for the key, and whether it is new.
    func record(_ validation: RecordedValidation) -> (RecordedValidation, isNew: Bool) {
        storage.withLock { storage in
            if let existing = storage.validationsByKey[validation.key] {
                storage.repeatedValidationPosts += 1
                return (existing, false)
            }
            storage.validations.append(validation)
            storage.validationsByKey[validation.key] = validation
            let excess = storage.validations.count - maximumRecordedValidations
            if excess > 0 {
                for forgotten in storage.validations.prefix(excess) {
                    storage.validationsByKey[forgotten.key] = nil
                }
                storage.validations.removeFirst(excess)
            }
            return (validation, true)
        }
    }

    func countRequest(path: String) {
        storage.withLock { $0.requestCounts.count(path: path) }
    }
}
