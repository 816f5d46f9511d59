import Foundation

/// One page of `GET /photos`, as the Unsplash API pages its list of photos: `page` from 1, `per_page`
/// photos each (10 unless asked, at most 30); a page past the end is an empty array.
struct PhotoPage {
    /// The page size when the request has no `per_page`.
    static let defaultPerPage = 10
    /// The largest page served; larger `per_page`s are clamped to it, as Unsplash does.
    static let maximumPerPage = 30

    let page: Int
    let perPage: Int

    /// The page a query asks for, or the reason it is a bad request.
    static func parse(page: String?, perPage: String?) -> Result<PhotoPage, PhotoPageError> {
        var result = PhotoPage(page: 1, perPage: defaultPerPage)
        if let page {
            guard let value = Int(page), value > 0 else { return .failure(.page) }
            result = PhotoPage(page: value, perPage: result.perPage)
        }
        if let perPage {
            guard let value = Int(perPage), value > 0 else { return .failure(.perPage) }
            result = PhotoPage(page: result.page, perPage: min(value, maximumPerPage))
        }
        return .success(result)
    }

    /// The page's photos as a JSON array, their URLs pointing at `origin`.
    func body(of photos: [SamplePhoto], origin: URL) -> Data {
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let slice = overflow || start >= photos.count ? [] : photos[start...].prefix(perPage)
        var body = Data("[".utf8)
        for (index, photo) in slice.enumerated() {
            if index > 0 { body.append(contentsOf: ",".utf8) }
            body.append(photo.json)
        }
        body.append(contentsOf: "]".utf8)
        let originText =
            origin.absoluteString.hasSuffix("/") ? String(origin.absoluteString.dropLast()) : origin.absoluteString
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(
            of: SamplePhoto.placeholderOrigin, with: originText)
        return Data(text.utf8)
    }
}

/// Which query parameter of `GET /photos` is not a positive integer.
enum PhotoPageError: Error {
    case page
    case perPage

    var message: String {
        switch self {
        case .page: "page must be a positive integer"
        case .perPage: "per_page must be a positive integer"
        }
    }
}
