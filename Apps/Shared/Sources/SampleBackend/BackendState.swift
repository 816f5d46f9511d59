import Foundation
import Synchronization

/// The mutable state the request handlers read: the current mode, the base URL to fall back on when a
/// request has no `Host` header, and the request counts. Shared by the backend actor and the router.
final class BackendState: Sendable {
    private struct Storage {
        var mode: SampleBackend.Mode
        var baseURL: URL?
        var requestCounts = RequestCounts()
        var validations: [RecordedValidation] = []
    }

    private let storage: Mutex<Storage>

    init(mode: SampleBackend.Mode) {
        storage = Mutex(Storage(mode: mode))
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

    /// The validations recorded, in the order first received.
    var recordedValidations: [RecordedValidation] { storage.withLock { $0.validations } }

    /// Records `validation` unless its key was recorded before.
    /// - Returns: the record kept for the key, and whether it is new.
    func record(_ validation: RecordedValidation) -> (RecordedValidation, isNew: Bool) {
        storage.withLock { storage in
            if let existing = storage.validations.first(where: { $0.key == validation.key }) {
                return (existing, false)
            }
            storage.validations.append(validation)
            return (validation, true)
        }
    }

    func countRequest(path: String) {
        storage.withLock { $0.requestCounts.count(path: path) }
    }
}
