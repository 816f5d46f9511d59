// swift-tools-version: 6.2
import PackageDescription

// MARK: - Traits: what a consumer resolves

// A package that depends on this one resolves only the third-party packages of the traits it enables.
// Both are on by default, so that here `swift run feed` and `swift test` stay one command; a consumer
// of the feature products, of the URLSession client, of the JSON-file stores or of the architecture
// check's plugin writes `.package(url: …, from: …, traits: [])` and resolves no package at all, and one
// that wants the SQLite stores writes `traits: ["SQLiteInfrastructure"]` and resolves GRDB alone.

/// GRDB, for the `SQLiteInfrastructure` product's stores.
let sqliteTrait = "SQLiteInfrastructure"
/// postgres-nio, for the `PostgresInfrastructure` product's feed store on a PostgreSQL server.
let postgresTrait = "PostgresInfrastructure"
/// AsyncHTTPClient, for the `AsyncHTTPInfrastructure` product's pooled HTTP client.
let asyncHTTPTrait = "AsyncHTTPInfrastructure"
/// Everything the apps, the sample backend and the tests need: argument parsing, the web server and
/// its templates, logging, service lifecycle, and swift-syntax (the architecture check's test oracle).
let appsTrait = "Apps"

let traits: Set<Trait> = [
    .trait(name: sqliteTrait, description: "GRDB, for the SQLiteInfrastructure product's stores."),
    .trait(name: postgresTrait, description: "postgres-nio, for the PostgresInfrastructure product's feed store."),
    .trait(name: asyncHTTPTrait, description: "AsyncHTTPClient, for the AsyncHTTPInfrastructure product's client."),
    .trait(
        name: appsTrait,
        description:
            "The apps, the sample backend and the tests: their third-party packages, the three above among them."
    ),
    .default(enabledTraits: [appsTrait]),
]
// `Apps` stands for the three infrastructure traits through the product conditions below rather than
// by enabling them: SwiftPM passes every enabled trait to every compilation as `-D<trait>` in the
// order of a set, which changes from one run of SwiftPM to the next, so with four traits enabled each
// manifest edit changed every compile command's arguments and recompiled the whole package. One
// enabled trait keeps those arguments, and the build, the same.

// MARK: - Third-party products

/// `name` of `package`, resolved and linked only when `trait` (or `Apps`, which needs them all) is enabled.
func product(_ name: String, of package: String, trait: String = appsTrait) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: Set([trait, appsTrait])))
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
/// The SQLite C API as GRDB links it, for reading a statement's columns directly.
let grdbSQLite = product("GRDBSQLite", of: "GRDB.swift", trait: sqliteTrait)
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

// MARK: - Target shapes

/// A feature or infrastructure library under `Modules/<name>/Sources`, its README beside its sources.
func module(_ name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(name)/Sources", resources: resources)
}

/// An app under `Apps/<app>/`: its executable target is named after the product and lives in
/// `Apps/<app>/Sources/<app>`; the libraries only it uses live beside it in `Apps/<app>/Sources/<library>`.
func app(
    _ name: String,
    dependencies: [Target.Dependency],
    libraries: [(name: String, dependencies: [Target.Dependency], resources: [Resource]?)] = []
) -> [Target] {
    [.executableTarget(name: name, dependencies: dependencies, path: "Apps/\(name)/Sources/\(name)")]
        + libraries.map { library in
            .target(
                name: library.name,
                dependencies: library.dependencies,
                path: "Apps/\(name)/Sources/\(library.name)",
                resources: library.resources
            )
        }
}

/// A target of a tool under `Tools/<tool>/Sources/<name>`.
func tool(
    _ name: String,
    in toolDirectory: String,
    executable: Bool = false,
    dependencies: [Target.Dependency] = [],
    resources: [Resource]? = nil
) -> Target {
    let path = "Tools/\(toolDirectory)/Sources/\(name)"
    return executable
        ? .executableTarget(name: name, dependencies: dependencies, path: path, resources: resources)
        : .target(name: name, dependencies: dependencies, path: path, resources: resources)
}

/// A test target under `Tests/<name>`, for a module, an app or a tool alike.
func tests(_ name: String, dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(name)", exclude: exclude)
}

/// A library that only test targets use, under `Tests/Support/<name>`.
func testSupport(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Tests/Support/\(name)")
}

// MARK: - Feature modules and infrastructure

let featureModules: [Target] = [
    module("FeedFeature"),
    module("SharedConcurrency"),
    module("SharedAPI", dependencies: ["SharedConcurrency"]),
    module("FeedAPI", dependencies: ["FeedFeature", "SharedAPI"]),
    module("SharedCache"),
    module("FeedCache", dependencies: ["FeedFeature", "SharedCache"]),
    module("SharedPresentation", resources: [.process("Resources")]),
    module(
        "FeedPresentation", dependencies: ["FeedFeature", "SharedPresentation"], resources: [.process("Resources")]),
    module("ImageComments", dependencies: ["SharedAPI", "SharedPresentation"], resources: [.process("Resources")]),
    module("FeedComposition", dependencies: ["FeedFeature", "SharedAPI", "SharedCache"]),
    module(
        "Photos", dependencies: ["SharedAPI", "SharedCache", "SharedPresentation"], resources: [.process("Resources")]),
    module(
        "Requirements", dependencies: ["SharedAPI", "SharedCache", "SharedPresentation"],
        resources: [.process("Resources")]),
    // Infrastructure, one module per technology: each implements shared contracts and knows no feature
    // but the feed's cache contract. The `Infrastructure` product is the first three together.
    module("URLSessionInfrastructure", dependencies: ["SharedAPI"]),
    module("SQLiteInfrastructure", dependencies: ["FeedCache", "SharedCache", grdb, grdbSQLite]),
    module("JSONFileInfrastructure", dependencies: ["FeedCache", "SharedCache"]),
    module(
        "PostgresInfrastructure",
        dependencies: [
            "FeedCache", "SharedCache", "SharedConcurrency", postgresNIO, postgresLogging, postgresServiceLifecycle,
        ]),
    module(
        "AsyncHTTPInfrastructure",
        dependencies: ["SharedAPI", "SharedConcurrency", asyncHTTPClient, nioCore, nioHTTP1, nioFoundationCompat]),
]

let featureModuleTests: [Target] = [
    tests("FeedFeatureTests", dependencies: ["FeedFeature"]),
    tests("SharedConcurrencyTests", dependencies: ["SharedConcurrency"]),
    tests("SharedAPITests", dependencies: ["SharedAPI", "SharedAPITestSupport", "CommonTestSupport"]),
    tests(
        "FeedAPITests",
        dependencies: ["FeedAPI", "FeedFeature", "SharedAPI", "SharedAPITestSupport", "CommonTestSupport"]),
    tests("SharedCacheTests", dependencies: ["SharedCache", "SharedCacheTestSupport", "CommonTestSupport"]),
    tests(
        "FeedCacheTests",
        dependencies: [
            "FeedCache", "FeedFeature", "SharedCache", "FeedCacheTestSupport", "SharedCacheTestSupport",
            "CommonTestSupport",
        ]
    ),
    tests("SharedPresentationTests", dependencies: ["SharedPresentation"]),
    tests(
        "FeedPresentationTests",
        dependencies: ["FeedPresentation", "FeedFeature", "SharedPresentation"]
    ),
    tests(
        "ImageCommentsTests",
        dependencies: [
            "ImageComments", "SharedAPI", "SharedPresentation", "SharedAPITestSupport",
            "CommonTestSupport",
        ]
    ),
    tests("FeedCompositionTests", dependencies: ["FeedComposition", "FeedFeature", "SharedAPI", "CommonTestSupport"]),
    tests(
        "InfrastructureTests",
        dependencies: [
            "URLSessionInfrastructure", "SQLiteInfrastructure", "JSONFileInfrastructure", "FeedCache", "SharedCache",
            "FeedFeature", "SharedAPI", "FeedCacheTestSupport", "SharedCacheTestSupport", "HTTPTestSupport",
            "CommonTestSupport",
            // Only to write a database the way an earlier release did, in the compatibility test.
            grdb,
        ]
    ),
    tests(
        "PostgresInfrastructureTests",
        dependencies: [
            "PostgresInfrastructure", "FeedCache", "SharedCache", "FeedCacheTestSupport", "SharedCacheTestSupport",
            "PostgresTestSupport",
        ]
    ),
    tests(
        "AsyncHTTPInfrastructureTests",
        dependencies: ["AsyncHTTPInfrastructure", "SharedAPI", "HTTPTestSupport"]
    ),
    tests(
        "PhotosTests",
        dependencies: [
            "Photos", "SharedAPI", "SharedCache", "SharedPresentation", "SharedAPITestSupport",
            "SharedCacheTestSupport", "CommonTestSupport",
        ]
    ),
    tests(
        "RequirementsTests",
        dependencies: [
            "Requirements", "SharedAPI", "SharedCache", "SharedPresentation", "RequirementsTestSupport",
            "SharedAPITestSupport", "SharedCacheTestSupport", "CommonTestSupport",
        ]
    ),
    // The mappers against the examples and schemas of docs/api/openapi.yaml.
    tests(
        "APIContractTests",
        dependencies: ["FeedAPI", "FeedFeature", "ImageComments", "Photos", "Requirements", "SharedAPI", yams]
    ),
    tests(
        "FeedAPIEndToEndTests",
        dependencies: [
            "FeedAPI", "ImageComments", "FeedFeature", "SharedAPI", "URLSessionInfrastructure", "SampleBackend",
            "HTTPTestSupport",
        ]
    ),
]

let testSupportTargets: [Target] = [
    testSupport("CommonTestSupport", dependencies: [subprocess, systemPackage]),
    testSupport("SharedAPITestSupport", dependencies: ["SharedAPI"]),
    testSupport("SharedCacheTestSupport", dependencies: ["SharedCache"]),
    testSupport(
        "FeedCacheTestSupport",
        dependencies: ["FeedCache", "FeedFeature", "SharedCacheTestSupport", "CommonTestSupport"]
    ),
    testSupport("ExecutableTestSupport", dependencies: ["SampleBackend", "CommonTestSupport"]),
    testSupport("RequirementsTestSupport", dependencies: ["Requirements"]),
    testSupport(
        "HTTPTestSupport",
        dependencies: ["SharedAPI", "SharedConcurrency", "SampleBackend", hummingbird, httpTypes]),
    testSupport("PostgresTestSupport", dependencies: ["ExecutableTestSupport", subprocess, systemPackage]),
]

// MARK: - Apps

/// What every app shares besides its wiring: the option groups (`--base-url`, `--store`, `--timeout`,
/// `--max-response-size`; `--allow-host`), the embedded sample backend, the default store location, the
/// clock, the locale's language and the usage errors in it.
let appSupport: [Target] = [
    .target(
        name: "AppSupport",
        dependencies: ["SharedPresentation", "SampleBackend", argumentParser],
        path: "Apps/Shared/Sources/AppSupport",
        resources: [.process("Resources")]
    ),
    /// What only the terminal apps share: `--lang` and `--json`, errors reported with exit codes, text and
    /// JSON output, options before the subcommand, `validate-cache`'s report. `feed-web` links none of it.
    .target(
        name: "TerminalSupport",
        dependencies: [
            "AppSupport", "SharedPresentation", "SharedCache", "SharedAPI", "JSONFileInfrastructure", argumentParser,
        ],
        path: "Apps/Shared/Sources/TerminalSupport",
        resources: [.process("Resources")]
    ),
    /// `--database-url` (or `DATABASE_URL`) for the apps that keep their state in PostgreSQL when told.
    .target(
        name: "DatabaseSupport",
        dependencies: ["PostgresInfrastructure", argumentParser],
        path: "Apps/Shared/Sources/DatabaseSupport"
    ),
    /// The photos composed once, for the `photos` app and the web host's photos.
    .target(
        name: "PhotosComposition",
        dependencies: [
            "AppSupport", "Photos", "SharedAPI", "SharedCache", "URLSessionInfrastructure", "JSONFileInfrastructure",
            "PostgresInfrastructure",
        ],
        path: "Apps/Shared/Sources/PhotosComposition"
    ),
    /// The checklist composed once, for the `requirements` app and the web host's checklist.
    .target(
        name: "RequirementsComposition",
        dependencies: [
            "AppSupport", "Requirements", "SharedAPI", "SharedCache", "SQLiteInfrastructure", "PostgresInfrastructure",
        ],
        path: "Apps/Shared/Sources/RequirementsComposition"
    ),
]

/// `feed`, the terminal client, and `FeedTerminal`, its screens as text and JSON documents.
let terminalApp: [Target] = app(
    "feed",
    dependencies: [
        "FeedTerminal", "AppSupport", "TerminalSupport", "FeedFeature", "SharedAPI", "FeedAPI", "FeedCache",
        "SharedCache",
        "FeedComposition", "SharedPresentation", "ImageComments", "URLSessionInfrastructure", "SQLiteInfrastructure",
        "JSONFileInfrastructure", "PostgresInfrastructure", "DatabaseSupport", argumentParser,
    ],
    libraries: [
        (
            name: "FeedTerminal",
            dependencies: ["FeedFeature", "FeedPresentation", "SharedPresentation", "ImageComments"],
            resources: nil
        )
    ]
)

/// `feed-web`, the web host, and its libraries: `FeedWebApp` composes the plugins it is given; each
/// feature's web part (`FeedWeb`, `PhotosWeb`, `RequirementsWeb`) depends on its feature modules and on
/// `WebSupport` (page layout, language negotiation, CSP, CSRF, assets), never on another feature's.
let webApp: [Target] = app(
    "feed-web",
    dependencies: [
        "FeedWebApp", "AppSupport", "DatabaseSupport", "PostgresInfrastructure", argumentParser, hummingbird, logging,
        metrics,
        prometheus,
    ],
    libraries: [
        (
            name: "WebSupport",
            dependencies: ["SharedAPI", "SharedPresentation", hummingbird, httpTypes, mustache, serviceLifecycle],
            resources: [.copy("Templates"), .copy("Assets"), .process("Localization")]
        ),
        (
            name: "FeedWeb",
            dependencies: [
                "WebSupport", "AppSupport", "FeedFeature", "SharedAPI", "SharedCache", "FeedAPI", "FeedCache",
                "FeedComposition", "SharedPresentation", "FeedPresentation", "ImageComments",
                "URLSessionInfrastructure", "SQLiteInfrastructure", "PostgresInfrastructure",
                "AsyncHTTPInfrastructure", hummingbird, logging, metrics, serviceLifecycle,
            ],
            resources: [.copy("Templates"), .copy("Assets"), .process("Localization")]
        ),
        (
            name: "PhotosWeb",
            dependencies: [
                "WebSupport", "AppSupport", "Photos", "PhotosComposition", "SharedAPI", "SharedCache",
                "SharedPresentation", "URLSessionInfrastructure", "PostgresInfrastructure", "AsyncHTTPInfrastructure",
                hummingbird, serviceLifecycle,
            ],
            resources: [.copy("Templates"), .copy("Assets"), .process("Localization")]
        ),
        (
            name: "RequirementsWeb",
            dependencies: [
                "WebSupport", "AppSupport", "Requirements", "RequirementsComposition", "SharedAPI", "SharedCache",
                "SharedPresentation", "SQLiteInfrastructure", "PostgresInfrastructure", "AsyncHTTPInfrastructure",
                hummingbird, logging, metrics, serviceLifecycle,
            ],
            resources: [.copy("Templates"), .copy("Assets"), .process("Localization")]
        ),
        (
            name: "FeedWebApp",
            dependencies: [
                "WebSupport", "FeedWeb", "PhotosWeb", "RequirementsWeb", "AppSupport", "SharedCache",
                "SharedConcurrency", "PostgresInfrastructure", hummingbird, logging, prometheus, serviceLifecycle,
            ],
            resources: nil
        ),
    ]
)

/// `photos`, a second feature's app: the photos list on the shared HTTP client, cache and presenter.
let photosApp: [Target] = app(
    "photos",
    dependencies: [
        "AppSupport", "TerminalSupport", "DatabaseSupport", "Photos", "PhotosComposition", "SharedAPI", "SharedCache",
        "SharedPresentation", "URLSessionInfrastructure", "PostgresInfrastructure", argumentParser,
    ]
)

/// `requirements`, a third feature's app: the checklist, and validations through an outbox that
/// survives being offline, restarts and `kill -9`.
let requirementsApp: [Target] = app(
    "requirements",
    dependencies: [
        "AppSupport", "TerminalSupport", "DatabaseSupport", "Requirements", "RequirementsComposition", "SharedAPI",
        "SharedCache", "SharedPresentation", "URLSessionInfrastructure", "SQLiteInfrastructure",
        "PostgresInfrastructure",
        argumentParser,
    ]
)

let appTests: [Target] = [
    tests(
        "AppSupportTests", dependencies: ["AppSupport", "SharedPresentation", argumentParser]),
    tests(
        "TerminalSupportTests",
        dependencies: [
            "TerminalSupport", "AppSupport", "SharedPresentation", "SharedCache", "SharedAPI",
            argumentParser,
        ]
    ),
    tests(
        "FeedTerminalTests",
        dependencies: ["FeedTerminal", "TerminalSupport", "FeedFeature", "SharedPresentation", "ImageComments"]
    ),
    // Runs the built `feed` executable as a process: depending on it builds it first.
    tests(
        "FeedCLIAcceptanceTests",
        dependencies: [
            "feed", "feed-web", "SampleBackend", "URLSessionInfrastructure", "SQLiteInfrastructure", "FeedCache",
            "SharedCache",
            "ExecutableTestSupport", "HTTPTestSupport", "SharedAPI", "PostgresTestSupport",
        ]
    ),
    // Runs the built `photos` executable against the sample backend.
    tests(
        "PhotosCLIAcceptanceTests",
        dependencies: ["photos", "SampleBackend", "ExecutableTestSupport", "HTTPTestSupport"]
    ),
    // Runs the built `requirements` executable against the sample backend, and kills it.
    tests(
        "RequirementsCLIAcceptanceTests",
        dependencies: [
            "requirements", "SampleBackend", "SQLiteInfrastructure", "SharedCache", "ExecutableTestSupport",
            "HTTPTestSupport", "PostgresTestSupport",
        ]
    ),
    tests(
        "WebSupportTests",
        dependencies: ["WebSupport", "SharedAPI", "SharedPresentation", "SharedAPITestSupport", "CommonTestSupport"]),
    tests(
        "FeedWebTests",
        dependencies: [
            "FeedWebApp", "AppSupport", "SampleBackend", "CommonTestSupport", "Requirements", "SQLiteInfrastructure",
            hummingbird, hummingbirdTesting, httpTypes,
        ]
    ),
    // Runs the built `feed-web` executable: several instances on one PostgreSQL database, /metrics, /ready.
    tests(
        "FeedWebAcceptanceTests",
        dependencies: [
            "feed-web", "SampleBackend", "URLSessionInfrastructure", "SQLiteInfrastructure", "FeedCache",
            "SharedAPI", "ExecutableTestSupport",
            "HTTPTestSupport", "PostgresTestSupport", "CommonTestSupport",
        ]
    ),
    // Headless Chromium through chromedriver's WebDriver API against the app on loopback; the reference
    // screenshots are read from the source folder, not bundled.
    tests(
        "FeedWebBrowserTests",
        dependencies: [
            "FeedWebApp", "AppSupport", "SampleBackend", "CommonTestSupport", hummingbirdTesting, httpTypes,
        ],
        exclude: ["References"]
    ),
]

// MARK: - Tools

/// The sample backend: a fake server speaking every feature's wire contract. The apps embed it as their
/// default API, so it ships with them in `Apps/Shared`; `feed-sample-server`, which runs it alone on a
/// port for developers and scripts, is a tool.
let sampleBackend: [Target] = [
    .target(
        name: "SampleBackend",
        dependencies: [hummingbird, httpTypes, logging, serviceLifecycle],
        path: "Apps/Shared/Sources/SampleBackend",
        resources: [.copy("SampleData")]
    ),
    tool(
        "feed-sample-server",
        in: "feed-sample-server",
        executable: true,
        dependencies: ["SampleBackend", argumentParser, logging, unixSignals]
    ),
    tests(
        "SampleBackendTests",
        dependencies: [
            "SampleBackend", "feed-sample-server", "ExecutableTestSupport", "HTTPTestSupport", "CommonTestSupport",
            hummingbird,
        ]),
]

/// The architecture check: a zero-dependency import lexer and rule engine, its `arch-check` CLI, and the
/// build-tool and command plugins that run it. swift-syntax serves only the differential test, as an oracle.
let architectureCheck: [Target] = [
    tool("ArchitectureCheckCore", in: "ArchitectureCheck"),
    tool("arch-check", in: "ArchitectureCheck", executable: true, dependencies: ["ArchitectureCheckCore"]),
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
    tests(
        "ArchitectureCheckTests", dependencies: ["ArchitectureCheckCore", "CommonTestSupport"], exclude: ["Fixtures"]),
    tests("ArchitectureCheckOracleTests", dependencies: ["ArchitectureCheckCore", swiftParser, swiftSyntax]),
]

/// The fuzzing harness: libFuzzer's entry point over the JSON mappers, the architecture check's import
/// lexer and the web host's form decoder and HTML escaper (`WebSupport`), and, in a normal build, the
/// replayer of its corpus (Tools/Fuzz/README.md).
let fuzzing: [Target] = [
    tool(
        "fuzz",
        in: "Fuzz",
        executable: true,
        dependencies: [
            "FeedAPI", "ImageComments", "Photos", "Requirements", "SharedAPI", "ArchitectureCheckCore", "WebSupport",
        ]
    )
]

// MARK: - Package

// Grouped beforehand: one long sum inside `Package(…)` is more than the type checker can take.
let moduleTargets: [Target] = featureModules + featureModuleTests + testSupportTargets
let appTargets: [Target] = appSupport + terminalApp + webApp + photosApp + requirementsApp + appTests

let package = Package(
    name: "EssentialFeed",
    defaultLocalization: "en",
    // One generation on every Apple platform: `Duration`, `ContinuousClock` and `Mutex` need it. The
    // feature products are Foundation-only and meant for Apple platforms too; everything here is built
    // and tested on Linux only.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
        .library(name: "SharedConcurrency", targets: ["SharedConcurrency"]),
        .library(name: "SharedAPI", targets: ["SharedAPI"]),
        .library(name: "FeedAPI", targets: ["FeedAPI"]),
        .library(name: "SharedCache", targets: ["SharedCache"]),
        .library(name: "FeedCache", targets: ["FeedCache"]),
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "FeedPresentation", targets: ["FeedPresentation"]),
        .library(name: "ImageComments", targets: ["ImageComments"]),
        .library(name: "FeedComposition", targets: ["FeedComposition"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "Requirements", targets: ["Requirements"]),
        .library(name: "URLSessionInfrastructure", targets: ["URLSessionInfrastructure"]),
        .library(name: "SQLiteInfrastructure", targets: ["SQLiteInfrastructure"]),
        .library(name: "JSONFileInfrastructure", targets: ["JSONFileInfrastructure"]),
        .library(
            name: "Infrastructure",
            targets: ["URLSessionInfrastructure", "SQLiteInfrastructure", "JSONFileInfrastructure"]),
        .library(name: "PostgresInfrastructure", targets: ["PostgresInfrastructure"]),
        .library(name: "AsyncHTTPInfrastructure", targets: ["AsyncHTTPInfrastructure"]),
        .executable(name: "feed", targets: ["feed"]),
        .executable(name: "feed-web", targets: ["feed-web"]),
        .executable(name: "photos", targets: ["photos"]),
        .executable(name: "requirements", targets: ["requirements"]),
        .executable(name: "feed-sample-server", targets: ["feed-sample-server"]),
        .executable(name: "arch-check", targets: ["arch-check"]),
        .library(name: "ArchitectureCheckCore", targets: ["ArchitectureCheckCore"]),
        .plugin(name: "ArchitectureCheckPlugin", targets: ["ArchitectureCheckPlugin"]),
        .plugin(name: "ArchitectureCheckCommand", targets: ["ArchitectureCheckCommand"]),
    ],
    traits: traits,
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // One trait of Hummingbird's two defaults: its swift-configuration support is unused here, and two
        // enabled traits reorder its compile arguments on every manifest edit (see the traits above).
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
        // Test-only: runs initdb, pg_ctl and psql for the throwaway PostgreSQL clusters.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // Test-only: reads docs/api/openapi.yaml for the mappers' contract test.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Test-only: the oracle of the architecture check's differential test.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: a command plugin, built only when documentation is generated.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: moduleTargets + appTargets + sampleBackend + architectureCheck + fuzzing,
    swiftLanguageModes: [.v6]
)

// MARK: - Settings and the architecture check, for every target in one place

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

/// The check cannot check itself: its plugin runs the tool these targets build.
let architectureCheckItself: Set<String> = ["ArchitectureCheckCore", "arch-check"]
/// `ARCH_CHECK_DISABLE_PLUGIN=1` builds without the check, to measure what it costs
/// (Tools/ArchitectureCheck/Benchmarks/incremental-builds.sh).
let architectureCheckDisabled = Context.environment["ARCH_CHECK_DISABLE_PLUGIN"] == "1"

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
    if !architectureCheckItself.contains(target.name), !architectureCheckDisabled {
        // Checks the target's imports against architecture-rules.json whenever its sources change:
        // a forbidden import fails `swift build` at its line.
        target.plugins = (target.plugins ?? []) + [.plugin(name: "ArchitectureCheckPlugin")]
    }
}
