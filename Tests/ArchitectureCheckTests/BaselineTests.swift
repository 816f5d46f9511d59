import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    private func error(_ target: String, _ module: String, line: Int = 1) -> Diagnostic {
        Diagnostic(
            severity: .error,
            code: .forbiddenImport,
            message: "\(target) imports \(module)",
            target: target,
            module: module,
            file: "/p/\(target).swift",
            location: SourceLocation(line: line, column: 8)
        )
    }

    @Test("accepts known violations wherever they move in the file")
    func acceptsKnown() {
        let baseline = Baseline(entries: [.init(target: "API", module: "Cache")])
        let result = baseline.apply(to: [error("API", "Cache", line: 40)], checkedTargets: ["API"], path: "b.json")
        #expect(result.isEmpty)
    }

    @Test("a new violation still fails")
    func newViolation() {
        let baseline = Baseline(entries: [.init(target: "API", module: "Cache")])
        let result = baseline.apply(
            to: [error("API", "Cache"), error("API", "GRDB")], checkedTargets: ["API"], path: "b.json")
        #expect(result.map(\.module) == ["GRDB"])
    }

    @Test("an entry that no longer occurs fails: the baseline only shrinks")
    func staleEntry() {
        let baseline = Baseline(entries: [.init(target: "API", module: "Cache"), .init(target: "Other", module: "X")])
        let result = baseline.apply(to: [], checkedTargets: ["API"], path: "b.json")
        #expect(result.map(\.code) == [.staleBaseline])
        #expect(result[0].file == "b.json" && result[0].message.contains("no longer occurs"))
    }

    @Test("round-trips through its file, sorted and without duplicates")
    func roundTrip() throws {
        let warning = Diagnostic(severity: .warning, code: .unusedDependency, message: "", target: "A", module: "B")
        let baseline = Baseline(accepting: [error("B", "X"), error("A", "Y"), error("A", "Y", line: 9), warning])
        #expect(baseline.entries == [.init(target: "A", module: "Y"), .init(target: "B", module: "X")])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
            .path
        try baseline.encoded().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Baseline.load(from: path) == baseline)
    }

    @Test("a bad baseline file is a clear error")
    func badFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json").path
        try Data("{\"entries\": 3}".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try Baseline.load(from: path)
        } throws: { error in
            guard case .invalidBaseline(let errorPath, _) = error as? ArchitectureCheckError else { return false }
            return errorPath == path
        }
    }
}
