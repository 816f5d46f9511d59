import Foundation
import Photos
import SharedPresentation
import Testing

struct PhotosPresenterTests {
    @Test(arguments: [(Language.english, "Photos"), (.brazilianPortuguese, "Fotos"), (.greek, "Φωτογραφίες")])
    func titleIsLocalized(language: Language, title: String) {
        #expect(PhotosPresenter.title(in: language) == title)
    }

    @Test(arguments: PhotoSize.allCases)
    func mapShowsTheURLOfTheChosenSize(size: PhotoSize) {
        let photo = uniquePhoto()

        #expect(PhotosPresenter.map([photo], size: size, language: .english).first?.url == photo.urls[size])
    }

    @Test func mapFormatsAuthorSizeAndLikesInTheLanguage() throws {
        let photo = uniquePhoto()

        let english = try #require(PhotosPresenter.map([photo], size: .regular, language: .english).first)
        let portuguese = try #require(
            PhotosPresenter.map([photo], size: .regular, language: .brazilianPortuguese).first)
        let greek = try #require(PhotosPresenter.map([photo], size: .regular, language: .greek).first)

        #expect(english.author == "by an author")
        #expect(english.size == "640 × 480")
        #expect(english.likes == "3 likes")
        #expect(portuguese.author == "por an author")
        #expect(portuguese.likes == "3 curtidas")
        #expect(greek.author == "από an author")
        #expect(greek.likes == "3 μου αρέσει")
    }

    @Test func mapSaysOneLikeInTheSingular() throws {
        let one = Photo(
            id: "x", description: nil, author: "a", location: nil, width: 1, height: 1, color: "#000000", likes: 1,
            urls: uniquePhoto().urls)

        #expect(PhotosPresenter.map([one], size: .thumb, language: .english).first?.likes == "1 like")
        #expect(PhotosPresenter.map([one], size: .thumb, language: .brazilianPortuguese).first?.likes == "1 curtida")
    }

    @Test func mapKeepsMissingDescriptionAndLocationMissing() throws {
        let model = try #require(
            PhotosPresenter.map([uniquePhoto(description: nil, location: nil)], size: .small, language: .greek).first)

        #expect(model.description == nil)
        #expect(model.location == nil)
    }
}
