import Foundation

/// A repository of local packages in a temporary folder, as many apps are split: the app package
/// `App` depends on `../Core` and `../Feature` by path, `Feature` depends on `../Core`.
///
/// - `Core` has one product, `Core`, of two modules: `CoreModels` and `CoreNetworking` (which imports
///   `CoreModels`).
/// - `Feature` has the product `Feature` (module `FeatureKit`, which depends on the product `Core` and
///   imports only `CoreModels`), the target `FeatureUtils`, and the test target `FeatureKitTests`.
/// - `App` has the executable `App` (products `Core` and `Feature`; imports `CoreModels`,
///   `CoreNetworking` and `FeatureKit`) and the library `Tool`, which declares nothing.
struct LocalPackagesFixture: PackageFolderFixture {
    /// The temporary folder that holds the packages: the repository.
    let root: URL

    /// The app package's directory.
    var app: URL { root.appendingPathComponent("App") }

    /// The manifest of `Core`: one product of two modules.
    static let coreManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Core",
            products: [.library(name: "Core", targets: ["CoreModels", "CoreNetworking"])],
            targets: [
                .target(name: "CoreModels"),
                .target(name: "CoreNetworking", dependencies: ["CoreModels"]),
            ]
        )
        """

    static let files: [(path: String, text: String)] = [
        ("Core/Package.swift", coreManifest),
        ("Core/Sources/CoreModels/Model.swift", "public struct Model {\n    public init() {}\n}\n"),
        ("Core/Sources/CoreNetworking/Client.swift", "import CoreModels\n\npublic struct Client {}\n"),
        (
            "Feature/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Feature",
                products: [.library(name: "Feature", targets: ["FeatureKit"])],
                dependencies: [.package(path: "../Core")],
                targets: [
                    .target(
                        name: "FeatureKit",
                        dependencies: [.product(name: "Core", package: "Core")]
                    ),
                    .target(name: "FeatureUtils"),
                    .testTarget(name: "FeatureKitTests", dependencies: ["FeatureKit"]),
                ]
            )
            """
        ),
        ("Feature/Sources/FeatureKit/Screen.swift", "import CoreModels\n\npublic struct Screen {}\n"),
        ("Feature/Sources/FeatureUtils/Format.swift", "public func format() {}\n"),
        ("Feature/Tests/FeatureKitTests/ScreenTests.swift", "import FeatureKit\nimport Testing\n"),
        (
            "App/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Core"), .package(path: "../Feature")],
                targets: [
                    .executableTarget(
                        name: "App",
                        dependencies: [
                            .product(name: "Core", package: "Core"),
                            .product(name: "Feature", package: "Feature"),
                        ]
                    ),
                    .target(name: "Tool"),
                ]
            )
            """
        ),
        ("App/Sources/App/main.swift", "import CoreModels\nimport CoreNetworking\nimport FeatureKit\n"),
        ("App/Sources/Tool/Tool.swift", "public struct Tool {}\n"),
    ]

    /// Writes the packages into a new temporary folder; with `repository`, the folder is a git
    /// repository's root (it holds `.git`).
    init(repository: Bool = false) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-local-packages-\(UUID())")
        for file in Self.files {
            try write(file.text, to: file.path)
        }
        if repository {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
    }
}
