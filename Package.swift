// swift-tools-version: 6.2
// swift-format-ignore-file
// Laid out by hand (the formatter spends four lines on each target). Lists of dependencies are labelled
// `dependencies:`: the architecture check reads such names as mentions, not declarations, to place findings.
import PackageDescription

// MARK: - Traits: what a consumer resolves
// A consumer resolves only the third-party packages of the traits it enables: none with `traits: []`, GRDB
// alone with `traits: ["SQLiteInfrastructure"]`. `Apps`, the default, stands for the three others through the
// product conditions: two enabled traits recompile the whole package at each edit (StableCompileArgumentsTests).
let sqliteTrait = Trait.trait(
    name: "SQLiteInfrastructure", description: "GRDB, for the SQLiteInfrastructure product's stores.")
let postgresTrait = Trait.trait(
    name: "PostgresInfrastructure", description: "postgres-nio, for the PostgresInfrastructure product's feed store.")
let asyncHTTPTrait = Trait.trait(
    name: "AsyncHTTPInfrastructure", description: "AsyncHTTPClient, for the AsyncHTTPInfrastructure product's client.")
let appsTrait = Trait.trait(name: "Apps", description:
    "The apps, the sample backend and the tests: their third-party packages, the three above among them.")
let traits: Set<Trait> = [
    sqliteTrait, postgresTrait, asyncHTTPTrait, appsTrait, .default(enabledTraits: [appsTrait.name])]

// MARK: - Third-party products
/// `name` of `package`, resolved and linked only when `trait` (or `Apps`, which needs them all) is enabled.
@MainActor func product(_ name: String, of package: String, trait: Trait = appsTrait) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: Set([trait.name, appsTrait.name])))
}
let asyncHTTPClient = product("AsyncHTTPClient", of: "async-http-client", trait: asyncHTTPTrait)
let nioCore = product("NIOCore", of: "swift-nio", trait: asyncHTTPTrait)
let nioFoundationCompat = product("NIOFoundationCompat", of: "swift-nio", trait: asyncHTTPTrait)
let nioHTTP1 = product("NIOHTTP1", of: "swift-nio", trait: asyncHTTPTrait)
let postgresNIO = product("PostgresNIO", of: "postgres-nio", trait: postgresTrait)
let postgresLogging = product("Logging", of: "swift-log", trait: postgresTrait)
let postgresServiceLifecycle = product("ServiceLifecycle", of: "swift-service-lifecycle", trait: postgresTrait)
let argumentParser = product("ArgumentParser", of: "swift-argument-parser")
let grdb = product("GRDB", of: "GRDB.swift", trait: sqliteTrait)
let grdbSQLite = product("GRDBSQLite", of: "GRDB.swift", trait: sqliteTrait)  // SQLite's C API, as GRDB links it
let httpTypes = product("HTTPTypes", of: "swift-http-types")
let hummingbird = product("Hummingbird", of: "hummingbird")
let hummingbirdTesting = product("HummingbirdTesting", of: "hummingbird")
let logging = product("Logging", of: "swift-log")
let metrics = product("Metrics", of: "swift-metrics")
let prometheus = product("Prometheus", of: "swift-prometheus")
let mustache = product("Mustache", of: "swift-mustache")
let serviceLifecycle = product("ServiceLifecycle", of: "swift-service-lifecycle")
let swiftParser = product("SwiftParser", of: "swift-syntax")
let swiftSyntax = product("SwiftSyntax", of: "swift-syntax")
let unixSignals = product("UnixSignals", of: "swift-service-lifecycle")
let yams = product("Yams", of: "Yams")
let subprocess = product("Subprocess", of: "swift-subprocess")
let systemPackage = product("SystemPackage", of: "swift-system")

// MARK: - Target kinds: one helper each, the folder following from the name
/// A shared, feature or infrastructure library under `Modules/<name>/Sources`, its README beside its sources.
func module(_ name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)/Sources", resources: resources)
}
/// An app's executable target under `Apps/<name>/Sources/<name>`, named after its product.
func app(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Apps/\(name)/Sources/\(name)")
}
/// A library under `Apps/<app>/Sources/<name>`: `app` is the one app that uses it, or `Shared`.
func appLibrary(
    _ name: String, in app: String, dependencies: [Target.Dependency], resources: [Resource]? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Apps/\(app)/Sources/\(name)", resources: resources)
}
/// A library of the web host (`Apps/feed-web`), `WebSupport` or a feature's web part, with its web resources.
func webLibrary(_ name: String, dependencies: [Target.Dependency]) -> Target {
    let resources: [Resource] = [.copy("Templates"), .copy("Assets"), .process("Localization")]
    return .target(name: name, dependencies: dependencies, path: "Apps/feed-web/Sources/\(name)", resources: resources)
}
/// A tool's executable target under `Tools/<tool>/Sources/<name>`.
func tool(_ name: String, in tool: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Tools/\(tool)/Sources/\(name)")
}
/// A library that only test targets use, under `Tests/Support/<name>`.
func testSupport(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Tests/Support/\(name)")
}
/// A test target under `Tests/<name>`, for a module, an app or a tool alike.
func tests(_ name: String, dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(name)", exclude: exclude)
}

// MARK: - Modules: each a library product of its name
/// What the features share: concurrency, the HTTP client's and the cache's contracts, the presentation.
let sharedModules: [Target] = [
    module("SharedConcurrency"),
    module("SharedAPI", dependencies: ["SharedConcurrency"]),
    module("SharedCache"),
    module("SharedPresentation", resources: [.process("Resources")]),
]

/// The features: the feed (a module per layer, composed), its image comments, the photos, the checklist.
let featureModules: [Target] = [
    module("FeedFeature"),
    module("FeedAPI", dependencies: ["FeedFeature", "SharedAPI"]),
    module("FeedCache", dependencies: ["FeedFeature", "SharedCache"]),
    module("FeedPresentation", dependencies: ["FeedFeature", "SharedPresentation"], resources: [.process("Resources")]),
    module("ImageComments", dependencies: ["SharedAPI", "SharedPresentation"], resources: [.process("Resources")]),
    module("FeedComposition", dependencies: ["FeedFeature", "SharedAPI", "SharedCache"]),
    module("Photos", dependencies: ["SharedAPI", "SharedCache", "SharedPresentation"],
        resources: [.process("Resources")]),
    module("Requirements", dependencies: ["SharedAPI", "SharedCache", "SharedPresentation"],
        resources: [.process("Resources")]),
]

/// Infrastructure, one module per technology: each implements shared contracts and knows no feature but the
/// feed's cache contract. The `Infrastructure` product is the first four together.
let infrastructureModules: [Target] = [
    module("SystemResolverInfrastructure", dependencies: ["SharedAPI"]),
    module("URLSessionInfrastructure", dependencies: ["SharedAPI"]),
    module("SQLiteInfrastructure", dependencies: ["FeedCache", "SharedCache", grdb, grdbSQLite]),
    module("JSONFileInfrastructure", dependencies: ["FeedCache", "SharedCache"]),
    module("PostgresInfrastructure", dependencies: ["FeedCache", "SharedCache", "SharedConcurrency", postgresNIO,
        postgresLogging, postgresServiceLifecycle]),
    module("AsyncHTTPInfrastructure", dependencies: ["SharedAPI", "SharedConcurrency", asyncHTTPClient, nioCore,
        nioHTTP1, nioFoundationCompat]),
]

/// The libraries only tests use.
let testSupportTargets: [Target] = [
    testSupport("CommonTestSupport", dependencies: [subprocess, systemPackage]),
    testSupport("SharedAPITestSupport", dependencies: ["SharedAPI"]),
    testSupport("SharedCacheTestSupport", dependencies: ["SharedCache"]),
    testSupport("FeedCacheTestSupport", dependencies: ["FeedCache", "FeedFeature", "SharedCacheTestSupport",
        "CommonTestSupport"]),
    testSupport("ExecutableTestSupport", dependencies: ["SampleBackend", "CommonTestSupport"]),
    testSupport("RequirementsTestSupport", dependencies: ["Requirements"]),
    testSupport("HTTPTestSupport", dependencies: ["SharedAPI", "SharedConcurrency", "SampleBackend", hummingbird,
        httpTypes]),
    testSupport("PostgresTestSupport", dependencies: ["ExecutableTestSupport", subprocess, systemPackage]),
]

/// Every module: shared, feature and infrastructure.
let modules: [Target] = sharedModules + featureModules + infrastructureModules
/// The tests `Tests/<name>` of the module `subject`: on it, on all it depends on, and on `dependencies`.
@MainActor func tests(_ name: String, of subject: String, dependencies: [Target.Dependency] = []) -> Target {
    let module = modules.first { $0.name == subject }!
    return tests(name, dependencies: [.byName(name: subject)] + module.dependencies + dependencies)
}

/// The modules' tests; from `SharedAPITests` on, they use their subject without all it depends on.
let moduleTests: [Target] = [
    tests("SharedConcurrencyTests", of: "SharedConcurrency"),
    tests("SharedCacheTests", of: "SharedCache", dependencies: ["SharedCacheTestSupport", "CommonTestSupport"]),
    tests("SharedPresentationTests", of: "SharedPresentation"),
    tests("FeedFeatureTests", of: "FeedFeature"),
    tests("FeedAPITests", of: "FeedAPI", dependencies: ["SharedAPITestSupport", "CommonTestSupport"]),
    tests("FeedCacheTests", of: "FeedCache", dependencies: ["FeedCacheTestSupport", "SharedCacheTestSupport",
        "CommonTestSupport"]),
    tests("FeedPresentationTests", of: "FeedPresentation"),
    tests("ImageCommentsTests", of: "ImageComments", dependencies: ["SharedAPITestSupport", "CommonTestSupport"]),
    tests("PhotosTests", of: "Photos", dependencies: ["SharedAPITestSupport", "SharedCacheTestSupport",
        "CommonTestSupport"]),
    tests("RequirementsTests", of: "Requirements", dependencies: ["RequirementsTestSupport", "SharedAPITestSupport",
        "SharedCacheTestSupport", "CommonTestSupport"]),
    tests("FeedAPIEndToEndTests", of: "FeedAPI", dependencies: ["ImageComments", "URLSessionInfrastructure",
        "SampleBackend", "HTTPTestSupport"]),
    tests("SharedAPITests", dependencies: ["SharedAPI", "SharedAPITestSupport", "CommonTestSupport"]),
    tests("FeedCompositionTests", dependencies: ["FeedComposition", "FeedFeature", "SharedAPI", "CommonTestSupport"]),
    // GRDB only to write a database the way an earlier release did, in the compatibility test.
    tests("InfrastructureTests", dependencies: ["URLSessionInfrastructure", "SystemResolverInfrastructure", "SQLiteInfrastructure",
        "JSONFileInfrastructure", "FeedCache", "SharedCache", "FeedFeature", "SharedAPI", "FeedCacheTestSupport",
        "SharedCacheTestSupport", "HTTPTestSupport", "CommonTestSupport", grdb]),
    tests("PostgresInfrastructureTests", dependencies: ["PostgresInfrastructure", "FeedCache", "SharedCache",
        "FeedCacheTestSupport", "SharedCacheTestSupport", "PostgresTestSupport"]),
    tests("AsyncHTTPInfrastructureTests", dependencies: ["AsyncHTTPInfrastructure", "SharedAPI", "HTTPTestSupport"]),
    // The mappers against the examples and schemas of docs/api/openapi.yaml.
    tests("APIContractTests", dependencies: ["FeedAPI", "FeedFeature", "ImageComments", "Photos", "Requirements",
        "SharedAPI", yams]),
]

// MARK: - Apps: each an executable product of its name
/// `feed`, the terminal client; `feed-web`, the web host; `photos` and `requirements`, the other features'.
let apps: [Target] = [
    app("feed", dependencies: ["FeedTerminal", "AppSupport", "TerminalSupport", "FeedFeature", "SharedAPI", "FeedAPI",
        "FeedCache", "SharedCache", "FeedComposition", "SharedPresentation", "ImageComments",
        "URLSessionInfrastructure", "SystemResolverInfrastructure", "SQLiteInfrastructure", "JSONFileInfrastructure",
        "PostgresInfrastructure", "DatabaseSupport", argumentParser]),
    app("feed-web", dependencies: ["FeedWebApp", "FeedWeb", "RequirementsWeb", "AppSupport", "DatabaseSupport",
        "PostgresInfrastructure", "SampleBackend", argumentParser, hummingbird, logging, metrics, prometheus]),
    app("photos", dependencies: ["AppSupport", "TerminalSupport", "DatabaseSupport", "Photos", "PhotosComposition",
        "SharedAPI", "SharedCache", "SharedPresentation", "URLSessionInfrastructure", "PostgresInfrastructure",
        argumentParser]),
    app("requirements", dependencies: ["AppSupport", "TerminalSupport", "DatabaseSupport", "Requirements",
        "RequirementsComposition", "SharedAPI", "SharedCache", "SharedPresentation", "URLSessionInfrastructure",
        "SQLiteInfrastructure", "PostgresInfrastructure", argumentParser]),
]

/// What the apps share, under `Apps/Shared/Sources` (Apps/Shared/README.md), `SampleBackend` among them.
let sharedAppLibraries: [Target] = [
    appLibrary("AppSupport", in: "Shared", dependencies: ["SharedPresentation", "SampleBackend", argumentParser],
        resources: [.process("Resources")]),
    appLibrary("TerminalSupport", in: "Shared", dependencies: ["AppSupport", "SharedPresentation", "SharedCache",
        "SharedAPI", "JSONFileInfrastructure", argumentParser], resources: [.process("Resources")]),
    // `--database-url` (or `DATABASE_URL`), for the apps that keep their state in PostgreSQL when told.
    appLibrary("DatabaseSupport", in: "Shared", dependencies: ["AppSupport", "PostgresInfrastructure", argumentParser,
        logging]),
    // The photos and the checklist composed once, each for its terminal app and the web host.
    appLibrary("PhotosComposition", in: "Shared", dependencies: ["AppSupport", "Photos", "SharedAPI", "SharedCache",
        "SystemResolverInfrastructure", "JSONFileInfrastructure", "PostgresInfrastructure"]),
    appLibrary("RequirementsComposition", in: "Shared", dependencies: ["AppSupport", "Requirements", "SharedAPI",
        "SharedCache", "SQLiteInfrastructure", "PostgresInfrastructure"]),
    appLibrary("SampleBackend", in: "Shared", dependencies: [hummingbird, httpTypes, logging, serviceLifecycle],
        resources: [.copy("SampleData")]),
]

/// The libraries of one app: `feed`'s screens; `feed-web`'s `WebSupport`, features' web parts and host.
let appLibraries: [Target] = [
    appLibrary("FeedTerminal", in: "feed", dependencies: ["FeedFeature", "FeedPresentation", "SharedPresentation",
        "ImageComments"]),
    webLibrary("WebSupport", dependencies: ["SharedAPI", "SharedPresentation", hummingbird, httpTypes, mustache,
        serviceLifecycle]),
    webLibrary("FeedWeb", dependencies: ["WebSupport", "AppSupport", "FeedFeature", "SharedAPI", "SharedCache",
        "FeedAPI", "FeedCache", "FeedComposition", "SharedPresentation", "FeedPresentation", "ImageComments",
        "SystemResolverInfrastructure", "SQLiteInfrastructure", "PostgresInfrastructure", "AsyncHTTPInfrastructure",
        argumentParser, hummingbird, logging, metrics, serviceLifecycle]),
    webLibrary("PhotosWeb", dependencies: ["WebSupport", "AppSupport", "Photos", "PhotosComposition", "SharedAPI",
        "SharedCache", "SharedPresentation", "PostgresInfrastructure", "AsyncHTTPInfrastructure", hummingbird,
        serviceLifecycle]),
    webLibrary("RequirementsWeb", dependencies: ["WebSupport", "AppSupport", "Requirements", "RequirementsComposition",
        "SharedAPI", "SharedCache", "SharedPresentation", "SQLiteInfrastructure", "PostgresInfrastructure",
        "AsyncHTTPInfrastructure", argumentParser, hummingbird, logging, metrics, serviceLifecycle]),
    appLibrary("FeedWebApp", in: "feed-web", dependencies: ["WebSupport", "FeedWeb", "PhotosWeb", "RequirementsWeb",
        "AppSupport", "SharedCache", "SharedConcurrency", "PostgresInfrastructure", hummingbird, logging, prometheus,
        serviceLifecycle]),
]

/// The apps' tests. The acceptance tests run the executables they depend on (which builds them first).
let appTests: [Target] = [
    tests("AppSupportTests", dependencies: ["AppSupport", "SharedPresentation", argumentParser]),
    tests("TerminalSupportTests", dependencies: ["TerminalSupport", "AppSupport", "SharedPresentation", "SharedCache",
        "SharedAPI", argumentParser]),
    tests("FeedTerminalTests", dependencies: ["FeedTerminal", "TerminalSupport", "FeedFeature", "SharedPresentation",
        "ImageComments"]),
    tests("FeedCLIAcceptanceTests", dependencies: ["feed", "feed-web", "SampleBackend", "URLSessionInfrastructure",
        "SQLiteInfrastructure", "FeedCache", "SharedCache", "ExecutableTestSupport", "HTTPTestSupport", "SharedAPI",
        "PostgresTestSupport"]),
    tests("PhotosCLIAcceptanceTests", dependencies: ["photos", "SampleBackend", "ExecutableTestSupport",
        "HTTPTestSupport"]),
    tests("RequirementsCLIAcceptanceTests", dependencies: ["requirements", "SampleBackend", "SQLiteInfrastructure",
        "SharedCache", "ExecutableTestSupport", "HTTPTestSupport", "PostgresTestSupport"]),
    tests("WebSupportTests", dependencies: ["WebSupport", "SharedAPI", "SharedPresentation", "SharedAPITestSupport",
        "CommonTestSupport", "HTTPTestSupport", hummingbird, hummingbirdTesting, httpTypes]),
    tests("FeedWebTests", dependencies: ["FeedWebApp", "WebSupport", "AppSupport", "SampleBackend", "CommonTestSupport",
        "Requirements", "SQLiteInfrastructure", hummingbird, hummingbirdTesting, httpTypes]),
    // Several `feed-web` instances on one PostgreSQL database, /metrics, /ready.
    tests("FeedWebAcceptanceTests", dependencies: ["feed-web", "SampleBackend", "URLSessionInfrastructure",
        "SQLiteInfrastructure", "FeedCache", "SharedAPI", "ExecutableTestSupport", "HTTPTestSupport",
        "PostgresTestSupport", "CommonTestSupport", "FeedWeb", "RequirementsWeb", argumentParser]),
    // Headless Chromium through chromedriver; the reference screenshots are read from the source folder.
    tests("FeedWebBrowserTests", dependencies: ["FeedWebApp", "AppSupport", "SampleBackend", "CommonTestSupport",
        hummingbirdTesting, httpTypes], exclude: ["References"]),
    tests("SampleBackendTests", dependencies: ["SampleBackend", "feed-sample-server", "ExecutableTestSupport",
        "HTTPTestSupport", "CommonTestSupport", hummingbird]),
]

// MARK: - Tools
/// The tools that are products: the sample backend alone on a port; the architecture check and its plugins.
let tools: [Target] = [
    tool("feed-sample-server", in: "feed-sample-server", dependencies: ["SampleBackend", argumentParser, logging,
        unixSignals]),
    .target(name: "ArchitectureCheckCore", path: "Tools/ArchitectureCheck/Sources/ArchitectureCheckCore"),
    tool("arch-check", in: "ArchitectureCheck", dependencies: ["ArchitectureCheckCore"]),
    .plugin(
        name: "ArchitectureCheckPlugin", capability: .buildTool(), dependencies: ["arch-check"],
        path: "Tools/ArchitectureCheck/Plugins/ArchitectureCheckPlugin"),
    .plugin(
        name: "ArchitectureCheckCommand", capability: .command(intent: .custom(verb: "check-architecture",
            description: "Check every target's imports and dependencies against architecture-rules.json")),
        dependencies: ["arch-check"], path: "Tools/ArchitectureCheck/Plugins/ArchitectureCheckCommand"),
]

/// The fuzzing harness (Tools/Fuzz/README.md), not a product, and the tools' tests (swift-syntax: an oracle).
let toolsNotShipped: [Target] = [
    tool("fuzz", in: "Fuzz", dependencies: ["FeedAPI", "ImageComments", "Photos", "Requirements", "SharedAPI",
        "ArchitectureCheckCore", "WebSupport"]),
    tests("ArchitectureCheckTests", dependencies: ["ArchitectureCheckCore", "CommonTestSupport"],
        exclude: ["Fixtures"]),
    tests("ArchitectureCheckOracleTests", dependencies: ["ArchitectureCheckCore", "CommonTestSupport", swiftParser,
        swiftSyntax]),
]

// MARK: - Package
/// Every module, app and shipped tool is a product of its own name and kind; `Infrastructure` is four modules.
let products: [Product] = (modules + apps + tools).map { target in
    switch target.type {
    case .executable: .executable(name: target.name, targets: [target.name])
    case .plugin: .plugin(name: target.name, targets: [target.name])
    default: .library(name: target.name, targets: [target.name])
    }
} + [.library(name: "Infrastructure", targets: ["SystemResolverInfrastructure", "URLSessionInfrastructure",
        "SQLiteInfrastructure", "JSONFileInfrastructure"])]
// Grouped beforehand: one long sum inside `Package(…)` is more than the type checker can take.
let appTargets: [Target] = apps + sharedAppLibraries + appLibraries + appTests
let targets: [Target] = modules + testSupportTargets + moduleTests + appTargets + tools + toolsNotShipped

let package = Package(
    name: "EssentialFeed",
    defaultLocalization: "en",
    // What `Duration`, `ContinuousClock` and `Mutex` need; the feature products are for Apple platforms too.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: products,
    traits: traits,
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // One trait of Hummingbird's two defaults (its swift-configuration support is unused): see the traits.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // Test-only: the PostgreSQL clusters' initdb and psql; docs/api/openapi.yaml; the architecture check's oracle.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: a command plugin, built only when documentation is generated.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)

// MARK: - Settings and the architecture check, for every target in one place
/// Set `FEED_WARNINGS_AS_ERRORS=1` (CI does) to turn warnings of this package's own targets into errors.
let warningsAsErrors = Context.environment["FEED_WARNINGS_AS_ERRORS"] == "1"
let swiftSettings: [SwiftSetting] = [
    // Existentials cost a box and dynamic dispatch: spell them `any P` so the cost is visible.
    .enableUpcomingFeature("ExistentialAny"),
    // A file sees only members of modules it imports itself: its imports tell the architecture check the truth.
    .enableUpcomingFeature("MemberImportVisibility"),
] + (warningsAsErrors ? [.treatAllWarnings(as: .error)] : [])
/// The check cannot check itself: its plugin runs the tool these targets build.
let architectureCheckItself: Set<String> = ["ArchitectureCheckCore", "arch-check"]
/// `ARCH_CHECK_DISABLE_PLUGIN=1` builds without the check, to measure its cost (Tools/ArchitectureCheck/Benchmarks).
let architectureCheckDisabled = Context.environment["ARCH_CHECK_DISABLE_PLUGIN"] == "1"

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
    if !architectureCheckItself.contains(target.name), !architectureCheckDisabled {
        // Checks the target's imports whenever its sources change: a forbidden import fails `swift build` there.
        target.plugins = (target.plugins ?? []) + [.plugin(name: "ArchitectureCheckPlugin")]
    }
}
