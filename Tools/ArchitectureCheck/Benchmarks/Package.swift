// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The architecture check's benchmark: the scanner against `grep` and against a SwiftParser-based import
// extraction over a large real codebase. A package of its own so that neither the repository's build nor
// its consumers pay for building swift-syntax in release.
//
//     swift run -c release --package-path Tools/ArchitectureCheck/Benchmarks arch-check-benchmark
//
// The repository is a path dependency; its package identity is its directory's name, whatever the clone
// is called.
let repository = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "ArchitectureCheckBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: repository.path),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "arch-check-benchmark",
            dependencies: [
                .product(name: "ArchitectureCheckCore", package: repository.lastPathComponent),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/arch-check-benchmark"
        )
    ],
    swiftLanguageModes: [.v6]
)
