// swift-tools-version: 6.1
import PackageDescription

// The stores' benchmarks, apart from the root package so that building them resolves only GRDB and
// the harness. `./run.sh` builds and runs them in release and prints each figure as a ratio to its
// reference measured in the same run.
let package = Package(
    name: "StoreBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "EssentialFeed", path: "../../..", traits: ["SQLiteInfrastructure"]),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The reference: the stores' SQL through libsqlite3, with no layer in between.
        .target(
            name: "CSQLiteBaseline",
            path: "Sources/CSQLiteBaseline",
            linkerSettings: [.linkedLibrary("sqlite3")]
        ),
        .executableTarget(
            name: "StoreBenchmarks",
            dependencies: [
                "CSQLiteBaseline",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Infrastructure", package: "EssentialFeed"),
                .product(name: "FeedCache", package: "EssentialFeed"),
            ],
            path: "Benchmarks/StoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
