import ArchitectureCheckCore
import Foundation
import Testing

/// `@_exported import` is followed the same way by a check of the whole package, a check of one
/// target (`--target`, which the build plugin runs) and `explain`: a whole-module re-export makes the
/// module importable through its re-exporter; a scoped one (`import struct M.X`) only that
/// declaration. swift-distributed-tracing's `Tracing` re-exports `Instrumentation`: `check` found 0
/// errors in `TracingTests`, `check --target TracingTests` 15.
@Suite("Re-exports: one answer in every mode")
struct ReexportAgreementTests {
    /// `Instrumentation` ← `Tracing` (re-exports it whole) ← `TracingTests` (imports both);
    /// `Core` ← `Server` (re-exports one struct of it) ← `ServerTests` (imports `Core`).
    private func withPackage(_ body: (PackageModel) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-reexport-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files: [(target: String, dependencies: [String], source: String)] = [
            ("Instrumentation", [], "public struct Instrument {}\n"),
            ("Tracing", ["Instrumentation"], "@_exported import Instrumentation\n"),
            ("TracingTests", ["Tracing"], "import Instrumentation\nimport Tracing\n"),
            ("Core", [], "public struct BindAddress {}\npublic struct Other {}\n"),
            ("Server", ["Core"], "@_exported import struct Core.BindAddress\n"),
            ("ServerTests", ["Server"], "import Core\nimport Server\n"),
        ]
        var targets: [PackageTarget] = []
        for file in files {
            let folder = directory.appendingPathComponent("Sources/\(file.target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("\(file.target).swift")
            try file.source.write(to: path, atomically: true, encoding: .utf8)
            var target = Fixtures.target(
                file.target, kind: file.target.hasSuffix("Tests") ? .test : .library, path: "Sources/\(file.target)",
                dependsOn: file.dependencies)
            target.sources = [path.path]
            targets.append(target)
        }
        try await body(PackageModel(name: "Tracing", directory: directory.path, targets: targets))
    }

    private func undeclared(_ result: CheckResult, in target: String) -> [String] {
        result.diagnostics.filter { $0.code == .undeclaredDependency && $0.target == target }.compactMap(\.module)
    }

    @Test("check, check --target and explain agree on a whole-module and a scoped re-export")
    func agreement() async throws {
        try await withPackage { package in
            let whole = try await CheckRunner.run(package: package, rules: .zeroConfiguration)
            let tracingTests = try await CheckRunner.run(
                package: package, rules: .zeroConfiguration, targets: ["TracingTests"])
            let serverTests = try await CheckRunner.run(
                package: package, rules: .zeroConfiguration, targets: ["ServerTests"])

            #expect(undeclared(whole, in: "TracingTests") == [])
            #expect(undeclared(tracingTests, in: "TracingTests") == [])
            #expect(undeclared(whole, in: "ServerTests") == ["Core"])
            #expect(undeclared(serverTests, in: "ServerTests") == ["Core"])

            let checker = ArchitectureChecker(rules: .zeroConfiguration, package: package)
            let scans = try await CheckRunner.scan(package.targets)
            let through = try checker.explain(from: "TracingTests", importing: "Instrumentation", scans: scans)
            #expect(through.declared && through.reexportedBy == "Tracing")
            #expect(through.render().contains("reaches 'Instrumentation' through 'Tracing', which re-exports it"))
            let scoped = try checker.explain(from: "ServerTests", importing: "Core", scans: scans)
            #expect(!scoped.declared && scoped.reexportedBy == nil)
            #expect(scoped.render().contains("an import of it is an undeclared-dependency error"))
        }
    }
}
