import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The scanner must find exactly the imports SwiftParser finds: same paths, kinds, attributes,
/// access levels, positions and `#if` nesting.
@Suite("Scanner vs SwiftParser")
struct DifferentialTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let corpusDirectory = repositoryRoot.appendingPathComponent("Tests/ArchitectureCheckTests/Fixtures/Corpus")

    /// The differences between the scanner's and SwiftParser's imports of one file, empty when none.
    /// Bytes on which the two agreed before, in this test binary, are not parsed again (``AgreementCache``).
    static func differences(ofFileAt path: String, cache: AgreementCache = .forThisBinary) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return ["cannot read \(path)"] }
        if cache.agreedBefore(on: data) { return [] }
        let source = String(decoding: data, as: UTF8.self)
        let expected = SwiftParserOracle.imports(in: source)
        let actual = try ImportScanner.scan(fileAt: path).imports
        guard expected != actual else {
            cache.recordAgreement(on: data)
            return []
        }
        return ["\(path):\n  SwiftParser: \(expected.map(describe))\n  scanner:     \(actual.map(describe))"]
    }

    /// Runs `work` on a thread of its own at nice 5 (``OwnThread``): parsing hundreds of files in a
    /// debug build takes minutes of CPU, and the other suites' loopback servers must keep answering
    /// meanwhile. Nice 5 gives it about a third of a nice-0 thread's share: at nice 19, beside a busy
    /// loop on every core, it got 1.5 % of a core and the run did not end within half an hour.
    static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await OwnThread.run(niceness: 5, work)
    }

    static func describe(_ declaration: ImportDeclaration) -> String {
        let attributes = declaration.attributes.map { "@" + $0 + " " }.joined()
        let access = declaration.accessLevel.map { $0 + " " } ?? ""
        let kind = declaration.kind.map { $0 + " " } ?? ""
        let location = "\(declaration.location.line):\(declaration.location.column)"
        let branches = declaration.branches.map { branch in
            branch.excluded.map { " !(\($0))" }.joined() + (branch.condition.map { " (\($0))" } ?? " else")
        }
        return
            "\(attributes)\(access)import \(kind)\(declaration.path.joined(separator: ".")) @\(location)"
            + (declaration.isConditional ? " #if" + branches.joined(separator: " /") : "")
    }

    static func swiftFiles(under directory: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter {
                $0.pathExtension == "swift"
                    && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            }
            .map(\.path).sorted()
    }

    @Test("the tricky corpus")
    func corpus() throws {
        let files = Self.swiftFiles(under: Self.corpusDirectory)
        #expect(files.count >= 6)
        for file in files {
            let differences = try Self.differences(ofFileAt: file)
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        }
    }

    @Test("this repository's sources")
    func repository() async throws {
        let files = ["Modules", "Apps", "Tools", "Tests"].flatMap {
            Self.swiftFiles(under: Self.repositoryRoot.appendingPathComponent($0))
        }
        #expect(!files.isEmpty)
        let differences = try await Self.onOwnThread { try files.flatMap { try Self.differences(ofFileAt: $0) } }
        AgreementCache.forThisBinary.save()
        #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
    }

    /// The sources of the packages checked out beside this one (`.build*/checkouts`). By default a
    /// deterministic sample of 600 files keeps a debug build's run short; `ARCH_CHECK_ORACLE_ALL=1`
    /// compares every file (the benchmark also compares every file, in release).
    @Test("the sources of real packages in .build/checkouts")
    func checkouts() async throws {
        let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: Self.repositoryRoot.path)) ?? [])
            .filter { $0.hasPrefix(".build") }.sorted()
            .map { Self.repositoryRoot.appendingPathComponent($0).appendingPathComponent("checkouts") }
        guard let checkouts = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            Issue.record("no .build*/checkouts directory: build the package first so its dependencies are checked out")
            return
        }
        let all = Self.swiftFiles(under: checkouts)
        #expect(all.count > 100)
        let everything = ProcessInfo.processInfo.environment["ARCH_CHECK_ORACLE_ALL"] == "1"
        let stride = everything ? 1 : max(1, all.count / 600)
        let sample = Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }
        let differences = try await Self.onOwnThread { try sample.flatMap { try Self.differences(ofFileAt: $0) } }
        AgreementCache.forThisBinary.save()
        #expect(
            differences.isEmpty,
            "\(differences.count) of \(sample.count) files differ:\n\(differences.prefix(10).joined(separator: "\n"))")
    }
}
