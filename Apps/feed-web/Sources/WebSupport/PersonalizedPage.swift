import Foundation
import Hummingbird
import NIOCore

/// A page rendered once for every visitor, with a marker where each request's own values go: the
/// visitor's CSRF token, and a new idempotency key in each form. ``responseBody(csrfToken:newKey:)``
/// draws one request's values and puts them in their place when the response is written, writing the
/// page once into the buffer sent; a kept page never hands one visitor's token to another.
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

    /// The page for one request as a response body: its values are drawn now, the page's bytes are
    /// written when the response is sent. A response waits for its connection's turn after it is made,
    /// and under load many wait at once: each holds its values, not a copy of the page.
    public func responseBody(csrfToken: String, newKey: (() -> String)? = nil) -> ResponseBody {
        let values = values(csrfToken: csrfToken, newKey: newKey)
        let length = partsSize + values.reduce(0) { $0 + $1.utf8.count }
        return ResponseBody(contentLength: length) { [self] writer in
            try await writer.write(assembled(values))
            try await writer.finish(nil)
        }
    }

    /// The page for one request, in one buffer: `csrfToken` (escaped) for each CSRF marker, and a new
    /// key for each key marker: from `newKey` (escaped) when given, else a random UUID of
    /// ``KeySequence``.
    public func body(csrfToken: String, newKey: (() -> String)? = nil) -> ByteBuffer {
        assembled(values(csrfToken: csrfToken, newKey: newKey))
    }

    /// What goes in each slot's place for one request, in order, escaped.
    private func values(csrfToken: String, newKey: (() -> String)?) -> [String] {
        let token = HTMLText.escaped(csrfToken)
        var keys = KeySequence()
        return slots.map { slot in
            switch slot {
            case .csrfToken: token
            case .newKey: newKey.map { HTMLText.escaped($0()) } ?? keys.next()
            }
        }
    }

    /// The parts with `values` between them.
    private func assembled(_ values: [String]) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(partsSize + values.reduce(0) { $0 + $1.utf8.count })
        for (part, value) in zip(parts, values) {
            buffer.writeString(part)
            buffer.writeString(value)
        }
        buffer.writeString(parts[parts.count - 1])
        return buffer
    }

    /// ``body(csrfToken:newKey:)`` as text.
    public func html(csrfToken: String, newKey: (() -> String)? = nil) -> String {
        String(buffer: body(csrfToken: csrfToken, newKey: newKey))
    }
}
