import FeedFeature
import FeedPresentation
import Foundation
import SharedPresentation
import WebSupport

/// What the feed page template shows: the title, the image cells or the error message with a link that
/// tries the same pages again, load more.
struct FeedPage: Sendable {
    struct Cell: Sendable {
        let id: String
        /// The image's comments, which link back to this page count at this image's anchor.
        let commentsLink: String
        let hasLocation: Bool
        let location: String
        let hasDescription: Bool
        let description: String
    }

    let chrome: PageChrome
    let title: String
    let refreshLabel: String
    /// Where the Refresh button posts: the same page count, loaded anew.
    let refreshAction: String
    /// The label of an image's retry control and of the error's retry link.
    let retryLabel: String
    /// Where the error's retry link goes: the same page count (a GET loads when no feed is at hand).
    let retryLink: String
    let commentsLabel: String
    let cells: [Cell]
    let hasError: Bool
    let errorMessage: String
    let canLoadMore: Bool
    let loadMoreLabel: String
    let loadMoreLink: String

    /// The page for a loaded feed.
    init(feed: LoadedFeed, language: Language, site: Site) {
        self.init(
            language: language, site: site, pages: feed.pages,
            cells: feed.images.map { Self.cell($0, pages: feed.pages) },
            canLoadMore: feed.canLoadMore,
            error: nil)
    }

    /// The page for a feed that could not be loaded: `error`, the message its presenter gave.
    init(error: String, in language: Language, pages: Int, site: Site) {
        self.init(language: language, site: site, pages: pages, cells: [], canLoadMore: false, error: error)
    }

    private init(language: Language, site: Site, pages: Int, cells: [Cell], canLoadMore: Bool, error: String?) {
        title = FeedPresenter.title(in: language)
        chrome = PageChrome(
            title: title, language: language, stylesheets: [FeedWebFeature.stylesheet],
            scripts: [FeedWebFeature.script], site: site,
            current: FeedWebFeature.name)
        refreshLabel = WebStrings.refresh(in: language)
        refreshAction = "/?pages=\(pages)"
        retryLabel = WebStrings.retry(in: language)
        retryLink = "/?pages=\(pages)"
        commentsLabel = WebStrings.comments(in: language)
        self.cells = cells
        hasError = error != nil
        errorMessage = error ?? ""
        self.canLoadMore = canLoadMore
        loadMoreLabel = WebStrings.loadMore(in: language)
        loadMoreLink = "/?pages=\(pages + 1)"
    }

    private static func cell(_ image: FeedImage, pages: Int) -> Cell {
        let viewModel = FeedImagePresenter.map(image)
        return Cell(
            id: image.id.uuidString,
            commentsLink: "/images/\(image.id.uuidString)/comments?pages=\(pages)",
            hasLocation: viewModel.hasLocation,
            location: viewModel.location ?? "",
            hasDescription: viewModel.description != nil,
            description: viewModel.description ?? ""
        )
    }
}

extension FeedPage: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "title": title
        case "refreshLabel": refreshLabel
        case "refreshAction": refreshAction
        case "retryLabel": retryLabel
        case "retryLink": retryLink
        case "commentsLabel": commentsLabel
        case "cells": cells
        case "hasError": hasError
        case "errorMessage": errorMessage
        case "canLoadMore": canLoadMore
        case "loadMoreLabel": loadMoreLabel
        case "loadMoreLink": loadMoreLink
        default: nil
        }
    }
}

extension FeedPage.Cell: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "id": id
        case "commentsLink": commentsLink
        case "hasLocation": hasLocation
        case "location": location
        case "hasDescription": hasDescription
        case "description": description
        default: nil
        }
    }
}
