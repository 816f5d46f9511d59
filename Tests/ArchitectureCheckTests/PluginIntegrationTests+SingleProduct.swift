import CommonTestSupport
import Foundation
import Testing

/// A consumer package that names one product of this repository, with no trait, resolves no package
/// and compiles only that product's modules. Each case is a cold build in a folder of its own, since it
/// measures what the build compiles; without the build plugin, whose tool the suite's first build
/// measures. In the serialized suite, after its shared builds: two more builds at the start of the run,
/// beside every other suite's first tests, slowed the whole run until time-bounded tests failed.
extension PluginIntegrationTests {
    /// A consumer target that picks one product of this repository, and the modules its build may compile.
    struct SingleProductConsumer: Sendable, CustomTestStringConvertible {
        let target: String
        let compiledModules: Set<String>
        var testDescription: String { target }
    }

    @Test(
        "a package that names one product, with no trait, resolves no package and compiles only that product's modules",
        .enabled(if: enabled),
        arguments: [
            // FeedAPI alone.
            SingleProductConsumer(
                target: "FeedClient",
                compiledModules: ["FeedClient", "FeedAPI", "FeedFeature", "SharedAPI", "SharedConcurrency"]),
            // The URLSession client alone: none of the stores, so no GRDB.
            SingleProductConsumer(
                target: "HTTPOnlyClient",
                compiledModules: ["HTTPOnlyClient", "URLSessionInfrastructure", "SharedAPI", "SharedConcurrency"]),
        ])
    func singleProductDependency(_ consumer: SingleProductConsumer) async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "arch-check-consumer-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Fixtures.consumerPackage, toPath: work.path)
        defer { try? FileManager.default.removeItem(at: work) }
        let scratch = work.appendingPathComponent(".build")

        let build = try await ConsumerWorkspace.swift(
            ["build", "--package-path", work.path, "--scratch-path", scratch.path, "--target", consumer.target],
            in: work, plugin: false
        )
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let checkouts = scratch.appendingPathComponent("checkouts").path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? [] == [], "resolved packages")

        let compiled = try ConsumerWorkspace.compiledModules(in: scratch.appendingPathComponent("debug"))
        #expect(compiled == consumer.compiledModules, "no tool either: the plugin is off")
    }
}
