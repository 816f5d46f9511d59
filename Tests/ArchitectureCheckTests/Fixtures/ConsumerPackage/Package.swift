// swift-tools-version: 6.2
import Foundation
import PackageDescription

// An example consumer of the architecture check: a package that depends on this repository, adds an
// architecture-rules.json at its root and the ArchitectureCheckPlugin to its targets. The integration test
// copies it elsewhere and sets ARCH_CHECK_REPOSITORY to the repository's root; otherwise it is found four
// directories up. ARCH_CHECK_DISABLE_PLUGIN=1 builds without the plugin, to measure what the plugin costs.
let repository =
    Context.environment["ARCH_CHECK_REPOSITORY"]
    ?? URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../../../..").standardizedFileURL.path
let checked = Context.environment["ARCH_CHECK_DISABLE_PLUGIN"] != "1"

let repositoryPackage = URL(fileURLWithPath: repository).lastPathComponent

func plugins() -> [Target.PluginUsage] {
    checked ? [.plugin(name: "ArchitectureCheckPlugin", package: repositoryPackage)] : []
}

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v15)],
    // No trait of the repository: neither its apps' packages nor GRDB are resolved.
    dependencies: [.package(path: repository, traits: [])],
    targets: [
        .target(name: "Domain", plugins: plugins()),
        .target(name: "Networking", dependencies: ["Domain"], plugins: plugins()),
        .executableTarget(name: "App", dependencies: ["Domain", "Networking"], plugins: plugins()),
        // One library product of the repository, and nothing else of it.
        .target(
            name: "FeedClient",
            dependencies: [.product(name: "FeedAPI", package: repositoryPackage)],
            plugins: plugins()
        ),
        // Only the URLSession client of the repository's infrastructure: no GRDB is resolved or compiled.
        .target(
            name: "HTTPOnlyClient",
            dependencies: [
                .product(name: "URLSessionInfrastructure", package: repositoryPackage),
                .product(name: "SharedAPI", package: repositoryPackage),
            ],
            plugins: plugins()
        ),
        // The snippets of docs/using-the-libraries.md, file for file: the URLSession client, your own
        // HTTPClient, and the feed cached in a JSON file. No trait, so no GRDB.
        .target(
            name: "UseFeedAPI",
            dependencies: [
                .product(name: "FeedAPI", package: repositoryPackage),
                .product(name: "FeedFeature", package: repositoryPackage),
                .product(name: "SharedAPI", package: repositoryPackage),
                .product(name: "URLSessionInfrastructure", package: repositoryPackage),
                .product(name: "FeedCache", package: repositoryPackage),
                .product(name: "JSONFileInfrastructure", package: repositoryPackage),
            ],
            plugins: plugins()
        ),
    ],
    swiftLanguageModes: [.v6]
)
