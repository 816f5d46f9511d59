import ArchitectureCheckCore
import Testing

@Suite("Manifest locations")
struct ManifestLocatorTests {
    /// Shaped like hummingbird 2.28.1's manifest: both targets list the `AsyncAlgorithms` product, and
    /// `HummingbirdCore` is first named in `Hummingbird`'s dependencies, above its own declaration.
    static let twoTargetsOneProduct = """
        let package = Package(
            name: "hummingbird",
            products: [
                .library(name: "Hummingbird", targets: ["Hummingbird"]),
                .library(name: "HummingbirdCore", targets: ["HummingbirdCore"]),
            ],
            dependencies: [
                .package(url: "https://github.com/apple/swift-async-algorithms.git", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "Hummingbird",
                    dependencies: [
                        .byName(name: "HummingbirdCore"),
                        .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                    ]
                ),
                .target(
                    name: "HummingbirdCore",
                    dependencies: [
                        .product(name: "Collections", package: "swift-collections"),
                        .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                    ]
                ),
                .testTarget(name: "HummingbirdTests", dependencies: ["Hummingbird"]),
            ]
        )
        """

    @Test("a dependency two targets declare points into the block of the target asked about")
    func sameDependencyInTwoTargets() {
        let locator = ManifestLocator(text: Self.twoTargetsOneProduct)
        #expect(
            locator.location(target: "Hummingbird", dependency: "AsyncAlgorithms")
                == SourceLocation(line: 15, column: 32))
        #expect(
            locator.location(target: "HummingbirdCore", dependency: "AsyncAlgorithms")
                == SourceLocation(line: 22, column: 32))
        #expect(locator.location(target: "HummingbirdCore") == SourceLocation(line: 19, column: 19))
        #expect(
            locator.location(target: "HummingbirdTests", dependency: "Hummingbird")
                == SourceLocation(line: 25, column: 62))
    }

    @Test("a dependency the target's block does not name points at the target's declaration")
    func dependencyOutsideTheBlock() {
        let locator = ManifestLocator(text: Self.twoTargetsOneProduct)
        #expect(
            locator.location(target: "HummingbirdCore", dependency: "HummingbirdCore")
                == SourceLocation(line: 19, column: 19))
        #expect(
            locator.location(target: "Hummingbird", dependency: "Collections") == SourceLocation(line: 12, column: 19))
    }

    @Test("helper functions, tuples and unknown targets")
    func helpers() {
        let locator = ManifestLocator(
            text: """
                let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
                let modules = [
                    module("Cache", dependencies: ["Core", grdb]),
                    module("API", dependencies: ["Core"]),
                ]
                let app = app("feed", dependencies: ["API"], libraries: [(name: "Screens", dependencies: ["Core"])])
                """)
        #expect(locator.location(target: "API", dependency: "Core") == SourceLocation(line: 4, column: 34))
        #expect(locator.location(target: "Cache", dependency: "GRDB") == SourceLocation(line: 3, column: 12))
        #expect(locator.location(target: "Screens", dependency: "Core") == SourceLocation(line: 6, column: 91))
        #expect(locator.location(target: "Missing") == SourceLocation(line: 1, column: 1))
    }

    @Test("a target declared on one line with a product dependency is found, and the product in it")
    func oneLineTargetWithProduct() {
        let locator = ManifestLocator(
            text: """
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "Tool", dependencies: [.product(name: "Core", package: "Core")]),
                    ]
                )
                """)

        #expect(locator.location(target: "Tool") == SourceLocation(line: 4, column: 23))
        #expect(locator.location(target: "Tool", dependency: "Core") == SourceLocation(line: 4, column: 61))
    }
}
