import ArchitectureCheckCore
import FeedAPI
import Foundation
import ImageComments
import Photos
import Requirements
import SharedAPI

/// What one run of the fuzzer feeds its bytes to: a JSON mapper, as the body of a 200 response, the
/// architecture check's import lexer, as a Swift source file, or the web host's form decoder and HTML
/// escaper, as a form post's body and as upstream text. The raw value is the `FUZZ_TARGET` name.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// `FeedItemsMapper`, the feed page's `{"items": [...]}`.
    case feed
    /// `ImageCommentsMapper`, an image's comments with ISO 8601 dates.
    case comments
    /// `ImageDataMapper`, any non-empty body.
    case imageData = "image-data"
    /// `PhotosMapper`, a top-level array of photos in the Unsplash shape.
    case photos
    /// `RequirementsMapper`, the checklist's categories, groups and items.
    case requirements
    /// `ImportScanner`, the architecture check's byte-level import lexer.
    case lexer
    /// `FormBody`, the web host's decoder of form posts.
    case form
    /// `HTMLText`, the escaper every page's upstream text goes through.
    case htmlText = "html-text"

    /// Feeds `bytes` to the target. A mapper may reject them (it throws, which is fine); what must never
    /// happen is a trap, a sanitizer report, or, for the lexer, the decoder and the escaper, a broken
    /// invariant (see their oracles).
    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let response = HTTPResponse(statusCode: 200)
        switch self {
        case .feed: _ = try? FeedItemsMapper.map(Data(bytes), from: response)
        case .comments: _ = try? ImageCommentsMapper.map(Data(bytes), from: response)
        case .imageData: _ = try? ImageDataMapper.map(Data(bytes), from: response)
        case .photos: _ = try? PhotosMapper.map(Data(bytes), from: response)
        case .requirements: _ = try? RequirementsMapper.map(Data(bytes), from: response)
        case .lexer: LexerOracle.check(bytes)
        case .form: FormBodyOracle.check(bytes)
        case .htmlText: HTMLTextOracle.check(bytes)
        }
    }
}
