import Foundation
import SharedPresentation

extension Language {
    /// The supported language an `Accept-Language` header prefers most (by `q` weight, then order),
    /// English when it names none or is absent.
    public static func preferred(fromAcceptLanguage header: String?) -> Language {
        guard let header else { return .english }
        let ranges = header.split(separator: ",").enumerated().compactMap { index, element -> (String, Double, Int)? in
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let range = parts.first, !range.isEmpty, range != "*" else { return nil }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0 ? (range, weight, index) : nil
        }
        let ordered = ranges.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0)
        return preferred(from: ordered)
    }
}
