import Foundation
import Hummingbird
import NIOCore

/// A page rendered once for every visitor, with a marker where each request's own values go: the
/// visitor's CSRF token, and a new idempotency key in each form. ``responseBody(csrfToken:newKey:)``
/// draws one request's values and puts them in their place when the response is written: the long
/// stretches of rendered text go out from buffers every response shares, the values with the short
/// text around them from a small buffer of the response's own. A kept page never hands one visitor's
/// token to another.
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

    /// The shortest stretch of rendered text that responses send from the page's own buffer; a shorter
    /// one is copied with the values beside it.
    static let sharedStretchMinimum = 512

    /// A stretch of the page as sent.
    private enum Stretch: Sendable {
        /// Rendered text that every response sends from this one buffer.
        case shared(ByteBuffer)
        /// Values and the short text around them, written anew for each response.
        case personalized([Piece])
    }

    /// A piece of a personalized stretch.
    private enum Piece: Sendable {
        case text(String)
        /// The value of the slot at this index of ``slots``.
        case value(Int)
    }

    /// The page in the order it is sent.
    private let stretches: [Stretch]
    /// The slot of each marker, in order.
    private let slots: [Slot]
    /// The bytes of the rendered text, markers left out.
    private let textSize: Int

    /// The page `html`, rendered with markers where the request's values go.
    public init(rendered html: String) {
        var markers: [(range: Range<String.Index>, slot: Slot)] = []
        for slot in Slot.allCases {
            markers += html.ranges(of: slot.marker).map { ($0, slot) }
        }
        markers.sort { $0.range.lowerBound < $1.range.lowerBound }
        var texts: [Substring] = []
        var start = html.startIndex
        for marker in markers {
            texts.append(html[start..<marker.range.lowerBound])
            start = marker.range.upperBound
        }
        texts.append(html[start...])

        var stretches: [Stretch] = []
        var pieces: [Piece] = []
        for (index, text) in texts.enumerated() {
            if text.utf8.count >= Self.sharedStretchMinimum {
                if !pieces.isEmpty { stretches.append(.personalized(pieces)) }
                pieces = []
                stretches.append(.shared(ByteBuffer(string: String(text))))
            } else if !text.isEmpty {
                pieces.append(.text(String(text)))
            }
            if index < markers.count { pieces.append(.value(index)) }
        }
        if !pieces.isEmpty { stretches.append(.personalized(pieces)) }
        self.stretches = stretches
        slots = markers.map(\.slot)
        textSize = texts.reduce(0) { $0 + $1.utf8.count }
    }

    /// The page for one request as a response body: its values are drawn now, the page's bytes are
    /// written when the response is sent. A response waits for its connection's turn after it is made,
    /// and under load many wait at once: each holds its values and the short text around them, and
    /// shares the rest of the page with every other response.
    public func responseBody(csrfToken: String, newKey: (() -> String)? = nil) -> ResponseBody {
        let values = values(csrfToken: csrfToken, newKey: newKey)
        let length = textSize + values.reduce(0) { $0 + $1.utf8.count }
        return ResponseBody(contentLength: length) { [self] writer in
            try await writer.write(contentsOf: buffers(values))
            try await writer.finish(nil)
        }
    }

    /// The page for one request, in one buffer: `csrfToken` (escaped) for each CSRF marker, and a new
    /// key for each key marker: from `newKey` (escaped) when given, else a random UUID of
    /// ``KeySequence``.
    public func body(csrfToken: String, newKey: (() -> String)? = nil) -> ByteBuffer {
        let buffers = buffers(values(csrfToken: csrfToken, newKey: newKey))
        var body = ByteBuffer()
        body.reserveCapacity(buffers.reduce(0) { $0 + $1.readableBytes })
        for buffer in buffers { body.writeImmutableBuffer(buffer) }
        return body
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

    /// The page's stretches with `values` in their places: the shared ones as they are, each personalized
    /// one written into a buffer of its own.
    private func buffers(_ values: [String]) -> [ByteBuffer] {
        stretches.map { stretch in
            switch stretch {
            case .shared(let buffer):
                return buffer
            case .personalized(let pieces):
                let strings = pieces.map { piece in
                    switch piece {
                    case .text(let text): text
                    case .value(let index): values[index]
                    }
                }
                var buffer = ByteBuffer()
                buffer.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
                for string in strings { buffer.writeString(string) }
                return buffer
            }
        }
    }

    /// ``body(csrfToken:newKey:)`` as text.
    public func html(csrfToken: String, newKey: (() -> String)? = nil) -> String {
        String(buffer: body(csrfToken: csrfToken, newKey: newKey))
    }
}
