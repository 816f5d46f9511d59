import Foundation
import HTTPTypes
import SampleBackend
import Testing

/// Every page of every feature, in every language, with every upstream text replaced by text that
/// tries to leave its HTML context through grapheme clusters (``HostileTextDataSet``). The oracle does
/// not trust the escaper: escaped text adds no `<`, `>`, `"` or `'` to a page, so a page of hostile
/// text has exactly as many of them as the same page with harmless text in the same fields; and the hostile
/// text reads back whole once the page's character references are resolved.
@Suite("Hostile text on every page")
struct HostileTextPageTests {
    static let pages = ["/", "/images/{image}/comments", "/photos", "/requirements"]
    static let languages = ["en", "pt-BR", "el"]

    @Test(arguments: pages, languages)
    func addsNoMarkupAndReadsBackWhole(path: String, language: String) async throws {
        let harmless = try await body(
            of: path, language: language,
            dataSet: try HostileTextDataSet.make(replacingTextsWith: HostileTextDataSet.harmless))
        let hostile = try await body(of: path, language: language, dataSet: try HostileTextDataSet.make())

        for markup in ["<", ">", "\"", "'"] {
            #expect(
                count(of: markup, in: hostile) == count(of: markup, in: harmless),
                "\(path) in \(language): \(markup) added by upstream text")
        }
        #expect(
            resolvingReferences(hostile).range(of: Data(HostileTextDataSet.text.utf8)) != nil,
            "\(path) in \(language) does not show the text as sent")
    }

    /// The page's bytes, served from `dataSet`; `{image}` is the first image.
    private func body(of path: String, language: String, dataSet: SampleDataSet) async throws -> Data {
        try await WebAppHarness.run(dataSet: dataSet) { harness in
            let uri = path.replacingOccurrences(of: "{image}", with: harness.dataSet.images[0].id.uuidString)
            let box = PageBox()
            try await harness.test { client in
                if uri.contains("/comments") { _ = try await client.page("/") }
                let page = try await client.page(uri, acceptLanguage: language)
                #expect(page.status == .ok, "\(uri) in \(language)")
                await box.set(page.bytes)
            }
            return await box.bytes
        }
    }

    private func count(of markup: String, in page: Data) -> Int {
        let byte = markup.utf8.first!
        return page.reduce(0) { $0 + ($1 == byte ? 1 : 0) }
    }

    /// `page` with the five character references an HTML escaper writes turned back into characters.
    private func resolvingReferences(_ page: Data) -> Data {
        var text = Data(page)
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = replacing(Data(reference.utf8), with: Data(character.utf8), in: text)
        }
        return text
    }

    private func replacing(_ target: Data, with replacement: Data, in data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let range = rest.range(of: target) {
            result.append(rest[rest.startIndex..<range.lowerBound])
            result.append(replacement)
            rest = rest[range.upperBound...]
        }
        result.append(rest)
        return result
    }
}

/// Carries a page out of the harness's `@Sendable` body.
private actor PageBox {
    private(set) var bytes = Data()
    func set(_ bytes: Data) { self.bytes = bytes }
}
