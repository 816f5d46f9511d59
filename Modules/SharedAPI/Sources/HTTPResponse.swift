/// The part of an HTTP response that mappers judge: the status code and the header fields.
///
/// Feature modules stay on Foundation alone, and on Linux `HTTPURLResponse` lives in
/// `FoundationNetworking`, so the HTTP client translates its responses into this value.
public struct HTTPResponse: Hashable, Sendable {
    public let statusCode: Int
    /// Header fields with lower-cased names.
    public let headerFields: [String: String]

    public init(statusCode: Int, headerFields: [String: String] = [:]) {
        self.statusCode = statusCode
        self.headerFields = Dictionary(
            headerFields.map { ($0.key.lowercased(), $0.value) },
            uniquingKeysWith: { _, last in last }
        )
    }

    /// `true` for status 200 exactly.
    public var isOK: Bool { statusCode == 200 }

    /// `true` for any status in `200...299`.
    public var isSuccessful: Bool { (200...299).contains(statusCode) }
}
