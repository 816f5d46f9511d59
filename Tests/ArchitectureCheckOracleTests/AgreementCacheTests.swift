import Foundation
import Testing

@Suite("The files the scanner and SwiftParser agreed on, remembered per test binary")
struct AgreementCacheTests {
    @Test func anAgreementIsRememberedForTheSameBytesOnlyAndAcrossInstances() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "agreed-\(UUID().uuidString)/cache.txt")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let source = Data("import Foundation\n".utf8)

        let first = AgreementCache(file: file)
        #expect(!first.agreedBefore(on: source))
        first.recordAgreement(on: source)
        first.save()

        let second = AgreementCache(file: file)
        #expect(second.agreedBefore(on: source))
        #expect(!second.agreedBefore(on: Data("import Foundation \n".utf8)), "one byte more is another file")
        #expect(!second.agreedBefore(on: Data("import Foundatioo\n".utf8)), "one byte changed is another file")
    }

    @Test func withoutAFileNothingIsRememberedBetweenInstances() {
        let source = Data("import Glibc\n".utf8)
        let first = AgreementCache(file: nil)
        first.recordAgreement(on: source)
        first.save()
        #expect(!AgreementCache(file: nil).agreedBefore(on: source))
    }
}
