import Foundation
import SampleBackend
import Testing

@Suite struct SampleDataSetTests {
    private let images: [SampleImage]

    init() throws {
        images = SampleDataSet.shipped.images
    }

    @Test func hasFourPagesOfImagesTheLastOneShort() {
        #expect(images.count == 36)
        #expect(Set(images.map(\.id)).count == images.count)
    }

    @Test func hasImagesWithoutDescriptionWithoutLocationAndWithoutEither() {
        #expect(images.contains { $0.description == nil && $0.location != nil })
        #expect(images.contains { $0.description != nil && $0.location == nil })
        #expect(images.contains { $0.description == nil && $0.location == nil })
        #expect(images.filter { $0.description != nil && $0.location != nil }.count > images.count / 2)
    }

    @Test func hasADescriptionThatNeedsHTMLEscapingAndNonASCIIText() {
        let texts = images.flatMap { [$0.description, $0.location].compactMap(\.self) }
        #expect(texts.contains { ["<", ">", "&", "\""].allSatisfy($0.contains) })
        #expect(
            texts.contains { $0.unicodeScalars.contains { (0x0370...0x03FF).contains($0.value) } },
            "Greek")
        #expect(texts.contains { $0.contains("ã") || $0.contains("ç") }, "Portuguese")
    }

    @Test func hasCommentsWithVariedDatesInBothOffsetStyles() {
        let comments = images.flatMap(\.comments)
        #expect(comments.count >= 36)
        #expect(Set(comments.map(\.id)).count == comments.count)
        #expect(Set(comments.map(\.utcOffsetStyle)) == Set(UTCOffsetStyle.allCases))
        let ages = comments.map(\.minutesAgo)
        #expect(ages.contains { $0 < 60 }, "minutes ago")
        #expect(ages.contains { (60..<1_440).contains($0) }, "hours ago")
        #expect(ages.contains { (1_440..<10_080).contains($0) }, "days ago")
        #expect(ages.contains { $0 >= 43_200 }, "a month or more ago")
        #expect(images.contains { $0.comments.isEmpty })
    }

    @Test func listsEachImagesCommentsNewestFirst() {
        for image in images {
            #expect(image.comments.map(\.minutesAgo) == image.comments.map(\.minutesAgo).sorted())
        }
    }
}

@Suite struct SampleDataSetLookupTests {
    @Test func findsImagesAndTheirBytesByID() throws {
        let dataSet = try SampleDataSet.loadShipped()
        #expect(dataSet == SampleDataSet.shipped)
        for image in dataSet.images {
            #expect(dataSet.image(withID: image.id) == image)
            #expect(dataSet.imageData(for: image.id) == image.pngData)
        }
        #expect(dataSet.image(withID: UUID()) == nil)
        #expect(dataSet.imageData(for: UUID()) == nil)
    }
}
