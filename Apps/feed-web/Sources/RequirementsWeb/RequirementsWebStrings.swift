import Foundation
import SharedPresentation

/// The checklist page's own strings (states, controls, the banner), in every supported language.
enum RequirementsWebStrings {
    /// The `RequirementsWeb` strings table of this module's bundle.
    static let table = LocalizedStringTable(named: "RequirementsWeb", in: .module)

    static func done(in language: Language) -> String { table.string("STATE_DONE", in: language) }
    static func pending(in language: Language) -> String { table.string("STATE_PENDING", in: language) }
    /// A validation queued for another server, which only that server may receive.
    static func pending(for server: String, in language: Language) -> String {
        String(format: table.string("STATE_PENDING_ELSEWHERE", in: language), server)
    }
    static func notDone(in language: Language) -> String { table.string("STATE_NOT_DONE", in: language) }
    static func validate(in language: Language) -> String { table.string("VALIDATE", in: language) }
    static func notTried(in language: Language) -> String { table.string("NOT_TRIED", in: language) }
    static func busy(in language: Language) -> String { table.string("VALIDATIONS_BUSY", in: language) }
    static func failed(because reason: String, in language: Language) -> String {
        String(format: table.string("STATE_FAILED", in: language), reason)
    }
    static func lastTried(at time: String, because reason: String?, in language: Language) -> String {
        guard let reason else { return String(format: table.string("LAST_TRIED_SENT", in: language), time) }
        return String(format: table.string("LAST_TRIED", in: language), time, reason)
    }
}
