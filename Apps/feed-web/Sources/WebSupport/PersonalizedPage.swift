import Foundation
import NIOCore

/// A page rendered once for every visitor, with a marker where each request's own values go: the
/// visitor's CSRF token, and a new idempotency key in each form. ``body(csrfToken:newKey:)`` puts one
/// request's values in their place, writing the page once into the response's buffer; a kept page never
/// hands one visitor's token to another.
///
/// A view model shows ``Slot/marker`` where the value goes; the template escapes it unchanged (hex
/// digits and dashes). Each marker holds a random number drawn when the process starts, so no text
/// from an API can pass for one.
public struct PersonalizedPage: Sendable {
    /// A value that differs from one request to the next.
    public enum Slot: Sendable, CaseIterable {
        /// The visitor's CSRF token (``CSRFToken/value``).
        case csrfToken
        /// A new UUID for each place the marker stands: one form's idempotency key.
        case newKey

        /// What a view model shows in the value's place.
        public var marker: String {
            switch self {
            case .csrfToken: "\(PersonalizedPage.nonce)-csrf"
            case .newKey: "\(PersonalizedPage.nonce)-key"
            }
        }
    }

    /// `slot-` and 32 random hex digits, drawn once per process.
    static let nonce =
        "slot-"
        + (0..<2).map { _ in
            let digits = String(UInt64.random(in: .min ... .max), radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()

    /// The rendered text between the markers, in order: one more than ``slots``.
    private let parts: [String]
    /// The slot after each part but the last.
    private let slots: [Slot]
    /// The bytes of the parts, together.
    private let partsSize: Int

    /// The page `html`, rendered with markers where the request's values go.
    public init(rendered html: String) {
        var markers: [(range: Range<String.Index>, slot: Slot)] = []
        for slot in Slot.allCases {
            markers += html.ranges(of: slot.marker).map { ($0, slot) }
        }
        markers.sort { $0.range.lowerBound < $1.range.lowerBound }
        var parts: [String] = []
        var start = html.startIndex
        for marker in markers {
            parts.append(String(html[start..<marker.range.lowerBound]))
            start = marker.range.upperBound
        }
        parts.append(String(html[start...]))
        self.parts = parts
        slots = markers.map(\.slot)
        partsSize = parts.reduce(0) { $0 + $1.utf8.count }
    }

    /// The page for one request, in the buffer its response sends: `csrfToken` (escaped) for each CSRF
    /// marker, and a new key for each key marker: from `newKey` (escaped) when given, else a random UUID
    /// of ``KeySequence``.
    public func body(csrfToken: String, newKey: (() -> String)? = nil) -> ByteBuffer {
        let token = HTMLText.escaped(csrfToken)
        var keys = KeySequence()
        var buffer = ByteBuffer()
        buffer.reserveCapacity(partsSize + slots.count * max(token.utf8.count, 36))
        for (part, slot) in zip(parts, slots) {
            buffer.writeString(part)
            switch slot {
            case .csrfToken: buffer.writeString(token)
            case .newKey: buffer.writeString(newKey.map { HTMLText.escaped($0()) } ?? keys.next())
            }
        }
        buffer.writeString(parts[parts.count - 1])
        return buffer
    }

    /// ``body(csrfToken:newKey:)`` as text.
    public func html(csrfToken: String, newKey: (() -> String)? = nil) -> String {
        String(buffer: body(csrfToken: csrfToken, newKey: newKey))
    }
}
