import Foundation
import Photos
import SharedPresentation
import WebSupport

/// What the photos page template shows: a grid of the page's photos (each at the size the viewport
/// needs, its colour shown while it loads), the previous and next pages, or the error with a retry. An
/// empty page past the first says the photos end before it and links to the last page known to have
/// photos, instead of offering a Previous page that may be as empty.
struct PhotosPage: Sendable {
    struct Cell: Sendable {
        let id: String
        let source: String
        let sourceSet: String
        let width: Int
        let height: Int
        let placeholderColor: String
        let alternativeText: String
        let author: String
        let hasLocation: Bool
        let location: String
        let likes: String
    }

    /// What a page shows besides its number and language: a page rendered for one state is shown
    /// again while the state read for the next request is equal.
    struct State: Equatable, Sendable {
        /// The page's photos, as loaded for this request.
        let photos: [Photo]
        /// The last page known to hold photos, where an empty page past the first links to.
        let lastPageWithPhotos: Int?
    }

    let chrome: PageChrome
    let title: String
    let cells: [Cell]
    let isEmpty: Bool
    let emptyMessage: String
    let hasError: Bool
    let errorMessage: String
    let retryLabel: String
    let retryLink: String
    let pagesLabel: String
    let pageLabel: String
    let isPastTheEnd: Bool
    let endMessage: String
    let endLink: String
    let endLinkLabel: String
    let hasPrevious: Bool
    let previousLabel: String
    let previousLink: String
    let hasNext: Bool
    let nextLabel: String
    let nextLink: String

    /// The page for `photos`, page `page` of `perPage`: a full page has a next one. An empty page past
    /// the first links to `lastPageWithPhotos` (page 1 when it is `nil`).
    init(photos: [Photo], page: Int, perPage: Int, lastPageWithPhotos: Int?, language: Language, site: Site) {
        let viewModels = PhotosPresenter.map(photos, size: .small, language: language)
        self.init(
            language: language, site: site, page: page,
            cells: zip(photos, viewModels).map { Self.cell($0, $1, language: language) },
            hasNext: photos.count >= perPage, lastPageWithPhotos: lastPageWithPhotos, error: nil)
    }

    /// The page that could not be loaded: `error`, the message its presenter gave.
    init(error: String, page: Int, language: Language, site: Site) {
        self.init(
            language: language, site: site, page: page, cells: [], hasNext: false, lastPageWithPhotos: nil,
            error: error)
    }

    private init(
        language: Language, site: Site, page: Int, cells: [Cell], hasNext: Bool, lastPageWithPhotos: Int?,
        error: String?
    ) {
        title = PhotosPresenter.title(in: language)
        chrome = PageChrome(
            title: title, language: language, stylesheets: [PhotosWebFeature.stylesheet], site: site,
            current: PhotosWebFeature.name)
        self.cells = cells
        isEmpty = cells.isEmpty && error == nil
        emptyMessage = PhotosPresenter.emptyPage(in: language)
        hasError = error != nil
        errorMessage = error ?? ""
        retryLabel = PhotosWebStrings.retry(in: language)
        retryLink = PhotosController.link(toPage: page)
        pagesLabel = PhotosWebStrings.pages(in: language)
        pageLabel = PhotosWebStrings.page(page, in: language)
        isPastTheEnd = isEmpty && page > 1
        endMessage = PhotosWebStrings.endBeforeThisPage(in: language)
        let endPage = min(lastPageWithPhotos ?? 1, page - 1)
        endLink = PhotosController.link(toPage: max(endPage, 1))
        endLinkLabel = PhotosWebStrings.goToPage(max(endPage, 1), in: language)
        hasPrevious = page > 1 && !isPastTheEnd
        previousLabel = PhotosWebStrings.previous(in: language)
        previousLink = PhotosController.link(toPage: page - 1)
        self.hasNext = hasNext && page < PhotosController.maximumPage
        nextLabel = PhotosWebStrings.next(in: language)
        nextLink = PhotosController.link(toPage: page + 1)
    }

    private static func cell(_ photo: Photo, _ viewModel: PhotoViewModel, language: Language) -> Cell {
        let path = { (size: PhotoSize) in PhotosController.link(toPhoto: photo.id, size: size) }
        return Cell(
            id: photo.id,
            source: path(.small),
            sourceSet: PhotosWebComposition.pageSizes.map { "\(path($0)) \(width(of: $0))w" }.joined(separator: ", "),
            width: max(photo.width, 1),
            height: max(photo.height, 1),
            placeholderColor: isHexColor(photo.color) ? photo.color : "#808080",
            alternativeText: photo.description ?? PhotosWebStrings.photo(by: photo.author, in: language),
            author: viewModel.author,
            hasLocation: viewModel.location != nil,
            location: viewModel.location ?? "",
            likes: viewModel.likes
        )
    }

    /// The width the API's sizes come in, in pixels, as `srcset` announces them.
    private static func width(of size: PhotoSize) -> Int {
        switch size {
        case .thumb: 200
        case .small: 400
        default: 1080
        }
    }

    /// `#rgb` or `#rrggbb`: only a colour of that shape reaches the page's markup.
    private static func isHexColor(_ color: String) -> Bool {
        let digits = color.utf8.dropFirst()
        return color.first == "#" && [3, 6].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (48...57).contains(self) || (65...70).contains(self) || (97...102).contains(self)
    }
}

extension PhotosPage: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "title": title
        case "cells": cells
        case "isEmpty": isEmpty
        case "emptyMessage": emptyMessage
        case "hasError": hasError
        case "errorMessage": errorMessage
        case "retryLabel": retryLabel
        case "retryLink": retryLink
        case "pagesLabel": pagesLabel
        case "pageLabel": pageLabel
        case "isPastTheEnd": isPastTheEnd
        case "endMessage": endMessage
        case "endLink": endLink
        case "endLinkLabel": endLinkLabel
        case "hasPrevious": hasPrevious
        case "previousLabel": previousLabel
        case "previousLink": previousLink
        case "hasNext": hasNext
        case "nextLabel": nextLabel
        case "nextLink": nextLink
        default: nil
        }
    }
}

extension PhotosPage.Cell: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "id": id
        case "source": source
        case "sourceSet": sourceSet
        case "width": width
        case "height": height
        case "placeholderColor": placeholderColor
        case "alternativeText": alternativeText
        case "author": author
        case "hasLocation": hasLocation
        case "location": location
        case "likes": likes
        default: nil
        }
    }
}
