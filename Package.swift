// swift-tools-version: 6.2
import PackageDescription

// MARK: - Build settings shared by every target of this package

/// Set `FEED_WARNINGS_AS_ERRORS=1` (CI does) to turn warnings of this package's own targets into errors.
let warningsAsErrors = Context.environment["FEED_WARNINGS_AS_ERRORS"] == "1"

let swiftSettings: [SwiftSetting] =
    [
        // Existentials cost a box and dynamic dispatch: spell them `any P` so the cost is visible.
        .enableUpcomingFeature("ExistentialAny"),
        // A file sees only members of modules it imports itself, so every file's imports tell the truth
        // to the architecture check.
        .enableUpcomingFeature("MemberImportVisibility"),
    ] + (warningsAsErrors ? [.treatAllWarnings(as: .error)] : [])

// MARK: - Targets

/// Checks a target's imports against architecture-rules.json whenever its sources change
/// (Tools/ArchitectureCheck): a forbidden import fails `swift build` at its line.
func architectureChecked() -> [Target.PluginUsage] { [.plugin(name: "ArchitectureCheckPlugin")] }

/// A library module under `Modules/<name>`, its sources in `Sources/` and its README beside them.
func module(
    _ name: String,
    dependencies: [Target.Dependency] = [],
    resources: [Resource]? = nil
) -> Target {
    .target(
        name: name,
        dependencies: dependencies,
        path: "Modules/\(name)/Sources",
        resources: resources,
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    )
}

/// The test target of a module, under `Tests/<name>`.
func moduleTests(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: name,
        dependencies: dependencies,
        path: "Tests/\(name)",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    )
}

/// A support library used only by test targets, under `Tests/Support/<name>`.
func testSupport(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(
        name: name,
        dependencies: dependencies,
        path: "Tests/Support/\(name)",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    )
}

/// A tool target under `Tools/<tool>/Sources/<name>` (libraries and executables that are not app modules).
func tool(
    _ name: String,
    in toolDirectory: String,
    executable: Bool = false,
    dependencies: [Target.Dependency] = [],
    resources: [Resource]? = nil,
    plugins: [Target.PluginUsage] = architectureChecked()
) -> Target {
    let path = "Tools/\(toolDirectory)/Sources/\(name)"
    return executable
        ? .executableTarget(
            name: name,
            dependencies: dependencies,
            path: path,
            resources: resources,
            swiftSettings: swiftSettings,
            plugins: plugins
        )
        : .target(
            name: name,
            dependencies: dependencies,
            path: path,
            resources: resources,
            swiftSettings: swiftSettings,
            plugins: plugins
        )
}

/// The test target of a tool, under `Tests/<name>`.
func toolTests(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(
        name: name,
        dependencies: dependencies,
        path: "Tests/\(name)",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    )
}

let featureModules: [Target] = [
    module("FeedFeature"),
    module("SharedAPI"),
    module("FeedAPI", dependencies: ["FeedFeature", "SharedAPI"]),
    module("FeedCache", dependencies: ["FeedFeature"]),
    module("SharedPresentation", resources: [.process("Resources")]),
    module(
        "FeedPresentation", dependencies: ["FeedFeature", "SharedPresentation"], resources: [.process("Resources")]),
    module("ImageComments", dependencies: ["SharedAPI", "SharedPresentation"], resources: [.process("Resources")]),
    module("FeedComposition", dependencies: ["FeedFeature", "SharedAPI"]),
]

let infrastructureModules: [Target] = [
    module(
        "Infrastructure",
        dependencies: [
            "FeedCache", "SharedAPI",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]
    )
]

let moduleTestTargets: [Target] = [
    moduleTests("FeedFeatureTests", dependencies: ["FeedFeature"]),
    moduleTests("SharedAPITests", dependencies: ["SharedAPI", "SharedAPITestSupport", "CommonTestSupport"]),
    moduleTests(
        "FeedAPITests",
        dependencies: ["FeedAPI", "FeedFeature", "SharedAPI", "SharedAPITestSupport", "CommonTestSupport"]
    ),
    moduleTests(
        "FeedCacheTests",
        dependencies: ["FeedCache", "FeedFeature", "FeedCacheTestSupport", "CommonTestSupport"]
    ),
    moduleTests("SharedPresentationTests", dependencies: ["SharedPresentation", "PresentationTestSupport"]),
    moduleTests(
        "FeedPresentationTests",
        dependencies: ["FeedPresentation", "FeedFeature", "SharedPresentation", "PresentationTestSupport"]
    ),
    moduleTests(
        "ImageCommentsTests",
        dependencies: [
            "ImageComments", "SharedAPI", "SharedPresentation", "SharedAPITestSupport", "PresentationTestSupport",
            "CommonTestSupport",
        ]
    ),
    moduleTests(
        "FeedCompositionTests", dependencies: ["FeedComposition", "FeedFeature", "SharedAPI", "CommonTestSupport"]),
    moduleTests(
        "InfrastructureTests",
        dependencies: [
            "Infrastructure", "FeedCache", "FeedFeature", "SharedAPI", "FeedCacheTestSupport", "HTTPTestSupport",
            "CommonTestSupport",
        ]
    ),
]

let testSupportTargets: [Target] = [
    testSupport("CommonTestSupport"),
    testSupport("SharedAPITestSupport", dependencies: ["SharedAPI"]),
    testSupport("PresentationTestSupport", dependencies: ["SharedPresentation"]),
    testSupport("FeedCacheTestSupport", dependencies: ["FeedCache", "FeedFeature", "CommonTestSupport"]),
    testSupport(
        "HTTPTestSupport",
        dependencies: [
            "FeedSampleBackend",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]
    ),
]

/// The sample HTTP backend (issue 5): a fake server speaking FEED.md's wire contract.
let sampleBackendTargets: [Target] = [
    tool(
        "FeedSampleBackend",
        in: "FeedSampleBackend",
        dependencies: [
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ],
        resources: [.copy("SampleData")]
    ),
    tool(
        "feed-sample-server",
        in: "FeedSampleBackend",
        executable: true,
        dependencies: [
            "FeedSampleBackend",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        ]
    ),
    toolTests(
        "FeedSampleBackendTests",
        dependencies: [
            "FeedSampleBackend", "feed-sample-server", .product(name: "Hummingbird", package: "hummingbird"),
        ]
    ),
]

/// The apps (issue 5): thin composition roots under `Apps/<App>/Sources`, and the library they share.
let appTargets: [Target] = [
    // What every app needs besides its wiring: the embedded sample backend unless a base URL is given,
    // the default store location, the FEED_CURRENT_DATE clock, the locale's language, documents.
    .target(
        name: "FeedAppSupport",
        dependencies: [
            "FeedFeature", "SharedAPI", "FeedCache", "FeedComposition", "SharedPresentation", "FeedPresentation",
            "ImageComments", "FeedSampleBackend",
        ],
        path: "Apps/Shared/Sources/FeedAppSupport",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    // `feed`, the terminal client.
    .executableTarget(
        name: "FeedCLI",
        dependencies: [
            "FeedAppSupport", "FeedFeature", "SharedAPI", "FeedAPI", "FeedCache", "FeedComposition",
            "SharedPresentation", "ImageComments", "Infrastructure",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Apps/FeedCLI/Sources/feed",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
]

/// `feed-web` (issue 6): the feed and its comments as web pages, a server-side composition.
let webAppTargets: [Target] = [
    // Routes, pages and the server-side composition (snapshot of the loaded feed, image route, cache).
    .target(
        name: "FeedWebApp",
        dependencies: [
            "FeedAppSupport", "FeedFeature", "SharedAPI", "FeedAPI", "FeedCache", "FeedComposition",
            "SharedPresentation", "FeedPresentation", "ImageComments", "Infrastructure",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Mustache", package: "swift-mustache"),
        ],
        path: "Apps/FeedWeb/Sources/FeedWebApp",
        resources: [.copy("Templates"), .copy("Assets"), .process("Localization")],
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    // `feed-web`, the executable: options, then the wiring.
    .executableTarget(
        name: "FeedWeb",
        dependencies: [
            "FeedWebApp", "FeedAppSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ],
        path: "Apps/FeedWeb/Sources/feed-web",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    .testTarget(
        name: "FeedWebTests",
        dependencies: [
            "FeedWebApp", "FeedAppSupport", "FeedSampleBackend",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Tests/FeedWebTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    // Headless Chromium through chromedriver's WebDriver API against the app on loopback.
    .testTarget(
        name: "FeedWebBrowserTests",
        dependencies: [
            "FeedWebApp", "FeedAppSupport", "FeedSampleBackend",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Tests/FeedWebBrowserTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
]

let appTestTargets: [Target] = [
    .testTarget(
        name: "FeedAppSupportTests",
        dependencies: [
            "FeedAppSupport", "FeedFeature", "FeedCache", "FeedComposition", "SharedAPI", "SharedPresentation",
            "ImageComments",
        ],
        path: "Tests/FeedAppSupportTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    // Runs the built `feed` executable against the sample backend: depends on it so it is built first.
    .testTarget(
        name: "FeedCLIAcceptanceTests",
        dependencies: ["FeedCLI", "FeedSampleBackend", "Infrastructure", "FeedCache"],
        path: "Tests/FeedCLIAcceptanceTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    // FeedAPI + ImageComments + Infrastructure against the sample backend, over loopback.
    .testTarget(
        name: "FeedAPIEndToEndTests",
        dependencies: ["FeedAPI", "ImageComments", "FeedFeature", "SharedAPI", "Infrastructure", "FeedSampleBackend"],
        path: "Tests/FeedAPIEndToEndTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
]

/// The architecture check (issue 4): a zero-dependency import lexer and rule engine, its `arch-check` CLI, and
/// the build-tool and command plugins that run it. swift-syntax serves only the differential test, as an oracle.
let architectureCheckTargets: [Target] = [
    // The check cannot check itself: its plugin runs the tool these targets build.
    tool("ArchitectureCheckCore", in: "ArchitectureCheck", plugins: []),
    tool("arch-check", in: "ArchitectureCheck", executable: true, dependencies: ["ArchitectureCheckCore"], plugins: []),
    .plugin(
        name: "ArchitectureCheckPlugin",
        capability: .buildTool(),
        dependencies: ["arch-check"],
        path: "Tools/ArchitectureCheck/Plugins/ArchitectureCheckPlugin"
    ),
    .plugin(
        name: "ArchitectureCheckCommand",
        capability: .command(
            intent: .custom(
                verb: "check-architecture",
                description: "Check every target's imports and dependencies against architecture-rules.json"
            )
        ),
        dependencies: ["arch-check"],
        path: "Tools/ArchitectureCheck/Plugins/ArchitectureCheckCommand"
    ),
    .testTarget(
        name: "ArchitectureCheckTests",
        dependencies: ["ArchitectureCheckCore"],
        path: "Tests/ArchitectureCheckTests",
        exclude: ["Fixtures"],
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
    .testTarget(
        name: "ArchitectureCheckOracleTests",
        dependencies: [
            "ArchitectureCheckCore",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ],
        path: "Tests/ArchitectureCheckOracleTests",
        swiftSettings: swiftSettings,
        plugins: architectureChecked()
    ),
]

// MARK: - Package

let package = Package(
    name: "EssentialFeed",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
        .library(name: "SharedAPI", targets: ["SharedAPI"]),
        .library(name: "FeedAPI", targets: ["FeedAPI"]),
        .library(name: "FeedCache", targets: ["FeedCache"]),
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "FeedPresentation", targets: ["FeedPresentation"]),
        .library(name: "ImageComments", targets: ["ImageComments"]),
        .library(name: "FeedComposition", targets: ["FeedComposition"]),
        .library(name: "Infrastructure", targets: ["Infrastructure"]),
        .executable(name: "feed-sample-server", targets: ["feed-sample-server"]),
        .executable(name: "feed", targets: ["FeedCLI"]),
        .executable(name: "feed-web", targets: ["FeedWeb"]),
        .executable(name: "arch-check", targets: ["arch-check"]),
        .library(name: "ArchitectureCheckCore", targets: ["ArchitectureCheckCore"]),
        .plugin(name: "ArchitectureCheckPlugin", targets: ["ArchitectureCheckPlugin"]),
        .plugin(name: "ArchitectureCheckCommand", targets: ["ArchitectureCheckCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Test-only: the oracle of the architecture check's differential test.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: a command plugin, built only when documentation is generated.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: featureModules + infrastructureModules + moduleTestTargets + testSupportTargets
        + sampleBackendTargets + appTargets + appTestTargets + webAppTargets + architectureCheckTargets,
    swiftLanguageModes: [.v6]
)
