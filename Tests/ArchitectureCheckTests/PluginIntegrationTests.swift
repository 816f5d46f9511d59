import CommonTestSupport
import Foundation
import Testing

/// Builds the example consumer package with `swift build`: the build plugin must fail the build at a
/// forbidden import's line and let the same text inside a comment or a string pass. Slow (builds of a
/// package that depends on this one): set ARCH_CHECK_SKIP_INTEGRATION=1 to skip it.
/// ARCH_CHECK_REPOSITORY names the repository the consumer depends on (default: this one).
///
/// The tests that build with the plugin share one copy of the consumer and its build folder
/// (``SharedConsumerWorkspace``): the check's tool and the repository's modules compile once, in its
/// first build, which is cold and is the one whose compiled modules are measured. What a consumer of
/// one product compiles is measured apart, in cold builds of their own (`singleProductDependency`).
@Suite("Build plugin in a consumer package", .serialized, .sharedConsumerWorkspace)
struct PluginIntegrationTests {
    static let enabled = ProcessInfo.processInfo.environment["ARCH_CHECK_SKIP_INTEGRATION"] != "1"

    private func swift(_ arguments: [String], in directory: URL, plugin: Bool = true) async throws
        -> SwiftPackageManagerRun
    {
        try await ConsumerWorkspace.swift(arguments, in: directory, plugin: plugin)
    }

    @Test(
        "swift build fails at a forbidden import and passes when it is only in a comment or string",
        .enabled(if: enabled))
    func buildPlugin() async throws {
        // The suite's first build, cold: every target, the snippets of docs/using-the-libraries.md
        // (`UseFeedAPI`) among them: no package resolved, and of the repository only the modules of the
        // products the targets name: no GRDB.
        let first = try SharedConsumerWorkspace.firstBuild()
        #expect(first.run.status == 0, "\(first.run.output.suffix(3000))")
        #expect(first.resolvedPackages == [], "resolved packages")
        let compiled = try first.compiledModules.get()
        let expected: Set<String> = [
            "Domain", "Networking", "App", "FeedClient", "HTTPOnlyClient", "UseFeedAPI", "FeedAPI", "FeedFeature",
            "SharedAPI", "SharedConcurrency", "URLSessionInfrastructure", "FeedCache", "SharedCache",
            "JSONFileInfrastructure",
        ]
        #expect(compiled.filter { !$0.hasSuffix("-tool") } == expected)

        let workspace = try SharedConsumerWorkspace.fresh()
        let work = workspace.package
        let build = ["build"] + workspace.packageArguments
        let file = work.appendingPathComponent("Sources/Domain/Greeting.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try ("import Foundation\nimport FoundationNetworking\n" + original.dropFirst("import Foundation\n".count))
            .write(to: file, atomically: true, encoding: .utf8)
        let forbidden = try await swift(build, in: work)
        #expect(forbidden.status != 0)
        #expect(
            forbidden.output.contains(
                "Sources/Domain/Greeting.swift:2:8: error: 'Domain' must not import 'FoundationNetworking'"),
            "\(forbidden.output.suffix(3000))"
        )
        #expect(forbidden.output.contains("domain-stays-portable"))

        // A UTF-8 byte-order mark before the first line's import hides nothing: the compiler skips it.
        try (Data([0xEF, 0xBB, 0xBF]) + Data(("import FoundationNetworking\n" + original).utf8)).write(to: file)
        let marked = try await swift(build, in: work)
        #expect(marked.status != 0)
        #expect(
            marked.output.contains(
                "Sources/Domain/Greeting.swift:1:11: error: 'Domain' must not import 'FoundationNetworking'"),
            "\(marked.output.suffix(3000))"
        )
        let markedCommand = try await swift(["package"] + workspace.packageArguments + ["check-architecture"], in: work)
        #expect(markedCommand.status != 0)
        #expect(
            markedCommand.output.contains("'Domain' must not import 'FoundationNetworking'"),
            "\(markedCommand.output.suffix(3000))")

        try
            (original
            + "\n// import FoundationNetworking\nlet quoted = \"\"\"\n    import FoundationNetworking\n    \"\"\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let commented = try await swift(build, in: work)
        #expect(commented.status == 0, "\(commented.output.suffix(3000))")

        let command = try await swift(["package"] + workspace.packageArguments + ["check-architecture"], in: work)
        #expect(command.status == 0, "\(command.output.suffix(3000))")
        #expect(command.output.contains("arch-check passed: 6 targets"), "\(command.output.suffix(3000))")

    }

    @Test(
        "without a rules file the plugin checks what needs no rules; after arch-check init, the rules",
        .enabled(if: enabled))
    func adoption() async throws {
        let workspace = try SharedConsumerWorkspace.fresh()
        let work = workspace.package
        try FileManager.default.removeItem(at: work.appendingPathComponent("architecture-rules.json"))
        let scratch = workspace.packageArguments
        let file = work.appendingPathComponent("Sources/Domain/Greeting.swift")
        let original = try String(contentsOf: file, encoding: .utf8)

        let withoutRules = try await swift(["build"] + scratch, in: work)
        #expect(withoutRules.status == 0, "\(withoutRules.output.suffix(3000))")

        // App imports FeedClient, a target of the package it does not depend on.
        let main = work.appendingPathComponent("Sources/App/main.swift")
        let mainSource = try String(contentsOf: main, encoding: .utf8)
        try ("import FeedClient\n" + mainSource).write(to: main, atomically: true, encoding: .utf8)
        let undeclared = try await swift(["build"] + scratch, in: work)
        #expect(undeclared.status != 0)
        #expect(
            undeclared.output.contains(
                "Sources/App/main.swift:1:8: error: 'App' imports 'FeedClient' without declaring it"),
            "\(undeclared.output.suffix(3000))")

        try mainSource.write(to: main, atomically: true, encoding: .utf8)
        let initialized = try await swift(["run"] + scratch + ["arch-check", "init"], in: work)
        #expect(initialized.status == 0, "\(initialized.output.suffix(3000))")
        #expect(initialized.output.contains("arch-check: wrote architecture-rules.json: 6 rules"))
        let clean = try await swift(["build"] + scratch, in: work)
        #expect(clean.status == 0, "\(clean.output.suffix(3000))")

        try ("import Foundation\nimport FoundationNetworking\n" + original.dropFirst("import Foundation\n".count))
            .write(to: file, atomically: true, encoding: .utf8)
        let forbidden = try await swift(["build"] + scratch, in: work)
        #expect(forbidden.status != 0)
        #expect(
            forbidden.output.contains(
                "Sources/Domain/Greeting.swift:2:8: error: 'Domain' must not import 'FoundationNetworking'"),
            "\(forbidden.output.suffix(3000))")
    }

    @Test(
        "in a local package without rules, the build plugin follows the rules of the app package that depends on it",
        .enabled(if: enabled))
    func localPackageFollowsTheAppsRules() async throws {
        // A repository of two packages: the consumer as the local package `Feature`, without a rules file,
        // and `App`, which depends on it by path and holds the rules.
        let workspace = try SharedConsumerWorkspace.fresh()
        let feature = workspace.package
        let app = workspace.repository.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: feature.appendingPathComponent("architecture-rules.json"),
            to: app.appendingPathComponent("architecture-rules.json"))
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(name: "App", dependencies: [.package(path: "../Feature")], targets: [])
        """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let file = feature.appendingPathComponent("Sources/Domain/Greeting.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try ("import Foundation\nimport FoundationNetworking\n" + original.dropFirst("import Foundation\n".count))
            .write(to: file, atomically: true, encoding: .utf8)

        let build = try await swift(["build"] + workspace.packageArguments, in: feature)

        // Without rules, FoundationNetworking would be no finding: a module of no package.
        #expect(build.status != 0)
        #expect(
            build.output.contains(
                "Sources/Domain/Greeting.swift:2:8: error: 'Domain' must not import 'FoundationNetworking': "
                    + "forbidden by rule 'domain-stays-portable'"),
            "\(build.output.suffix(3000))")
    }

    @Test(
        "a touched manifest compiles no module, and a dependency added and imported recompiles only its target",
        .enabled(if: enabled))
    func manifestEditsRecompileOnlyWhatChanged() async throws {
        let workspace = try SharedConsumerWorkspace.fresh()
        let work = workspace.package
        let build = ["build"] + workspace.packageArguments
        let complete = try await swift(build, in: work)
        #expect(complete.status == 0, "\(complete.output.suffix(3000))")
        #expect(Self.compiledModules(in: complete.output).contains("Domain"), "the parser reads this build's output")

        let manifest = work.appendingPathComponent("Package.swift")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        try original.write(to: manifest, atomically: true, encoding: .utf8)
        let touched = try await swift(build, in: work)
        #expect(touched.status == 0, "\(touched.output.suffix(3000))")
        #expect(touched.output.contains("Checking the architecture of Domain"), "the checks ran again")
        #expect(Self.compiledModules(in: touched.output) == [], "\(touched.output.suffix(3000))")

        let rules = work.appendingPathComponent("architecture-rules.json")
        let rulesText = try String(contentsOf: rules, encoding: .utf8)
        try rulesText.replacingOccurrences(
            of: #""mayImport": ["@standard", "FeedAPI"]"#, with: #""mayImport": ["@standard", "FeedAPI", "Domain"]"#
        ).write(to: rules, atomically: true, encoding: .utf8)
        let declared = #"dependencies: [.product(name: "FeedAPI", package: repositoryPackage)]"#
        #expect(original.contains(declared))
        try original.replacingOccurrences(
            of: declared, with: #"dependencies: ["Domain", .product(name: "FeedAPI", package: repositoryPackage)]"#
        ).write(to: manifest, atomically: true, encoding: .utf8)
        let client = work.appendingPathComponent("Sources/FeedClient/FirstPageURL.swift")
        try ("import Domain\n" + String(contentsOf: client, encoding: .utf8)).write(
            to: client, atomically: true, encoding: .utf8)
        let added = try await swift(build, in: work)
        #expect(added.status == 0, "\(added.output.suffix(3000))")
        #expect(!added.output.contains("unused-dependency"), "\(added.output.suffix(3000))")
        #expect(Self.compiledModules(in: added.output) == ["FeedClient"], "\(added.output.suffix(3000))")
    }

    /// The modules whose sources a build's output says it compiled ("Compiling Domain Greeting.swift",
    /// "Emitting module Domain"); plugins, which SwiftPM compiles on every manifest change, are not modules.
    static func compiledModules(in output: String) -> Set<String> {
        var modules: Set<String> = []
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "Compiling"), index + 2 < words.count, words[index + 1] != "plugin" {
                modules.insert(String(words[index + 1]))
            } else if let index = words.firstIndex(of: "Emitting"), index + 2 < words.count,
                words[index + 1] == "module"
            {
                modules.insert(String(words[index + 2]))
            }
        }
        return modules
    }
}
