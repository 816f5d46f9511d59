import ArchitectureCheckCore
import CommonTestSupport
import Foundation

/// An app package beside two local packages whose products hold two modules each, in a temporary
/// folder; every SwiftPM run uses a scratch folder of its own inside it.
///
/// - `Core` has the product `Core` (targets `CoreModels`, `CoreNetworking`), the build-tool plugin
///   product `CoreLint` and the executable product `core-tool` (target `CoreTool`).
/// - `Extras` has the product `Extras` (targets `ExtrasUI`, `ExtrasLogging`).
/// - `App` has the target `App`, which depends on `"Core"` and `"Extras"` (plain strings, which a fix
///   can remove), uses the plugin `CoreLint`, imports `CoreModels`, `CoreNetworking` and the
///   undeclared sibling `Feature`, and no module of `Extras`; the target `Tool`, which depends on
///   `.product(name: "Core", package: "Core")` and on `core-tool` and imports `CoreNetworking`; and the
///   target `Feature`.
struct ProductFixture: PackageFolderFixture {
    /// The temporary folder that holds the packages.
    let root: URL

    /// The app package's directory.
    var app: String { root.appendingPathComponent("App").path }
    /// The app package's scratch folder.
    var scratch: String { root.appendingPathComponent("scratch").path }

    static let appManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "../Core"),
                .package(path: "../Extras"),
            ],
            targets: [
                .target(
                    name: "App",
                    dependencies: [
                        "Core",
                        "Extras",
                    ],
                    plugins: [.plugin(name: "CoreLint", package: "Core")]
                ),
                .target(name: "Feature"),
                .target(
                    name: "Tool",
                    dependencies: [
                        .product(name: "Core", package: "Core"),
                        .product(name: "core-tool", package: "Core"),
                    ]
                ),
            ]
        )
        """

    /// The files of the three packages, by path from the root.
    static let files: [(path: String, text: String)] = [
        (
            "Core/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Core",
                products: [
                    .library(name: "Core", targets: ["CoreModels", "CoreNetworking"]),
                    .plugin(name: "CoreLint", targets: ["CoreLint"]),
                    .executable(name: "core-tool", targets: ["CoreTool"]),
                ],
                targets: [
                    .target(name: "CoreModels"),
                    .target(name: "CoreNetworking", dependencies: ["CoreModels"]),
                    .plugin(name: "CoreLint", capability: .buildTool()),
                    .executableTarget(name: "CoreTool"),
                ]
            )
            """
        ),
        ("Core/Sources/CoreModels/Model.swift", "public struct Model {}\n"),
        ("Core/Sources/CoreNetworking/Client.swift", "import CoreModels\n\npublic struct Client {}\n"),
        ("Core/Sources/CoreTool/main.swift", "print(\"core-tool\")\n"),
        (
            "Core/Plugins/CoreLint/Plugin.swift",
            """
            import PackagePlugin

            @main struct CoreLint: BuildToolPlugin {
                func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] { [] }
            }
            """
        ),
        (
            "Extras/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Extras",
                products: [.library(name: "Extras", targets: ["ExtrasUI", "ExtrasLogging"])],
                targets: [.target(name: "ExtrasUI"), .target(name: "ExtrasLogging")]
            )
            """
        ),
        ("Extras/Sources/ExtrasUI/View.swift", "public struct View {}\n"),
        ("Extras/Sources/ExtrasLogging/Log.swift", "public struct Log {}\n"),
        ("App/Package.swift", appManifest),
        (
            "App/Sources/App/App.swift",
            "import CoreModels\nimport CoreNetworking\nimport Feature\n\nlet app = (Model(), Client())\n"
        ),
        ("App/Sources/Feature/Feature.swift", "import Foundation\n\npublic struct Feature {}\n"),
        ("App/Sources/Tool/Tool.swift", "import CoreNetworking\n\nlet tool = Client()\n"),
    ]

    /// Writes the packages into a new temporary folder.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-products-\(UUID())")
        for file in Self.files {
            try write(file.text, to: file.path)
        }
    }

    /// The app package alone as the command line reads it with `--root-only` (the package a plugin
    /// sees): `swift package describe`, and the products of its dependencies from their manifests.
    /// ``LocalPackagesTests`` reads local packages with the app.
    /// SwiftPM runs on a thread of its own (``OwnThread``), holding no thread of the concurrency pool.
    func describe() async throws -> PackageModel {
        let (app, scratch) = (app, scratch)
        return try await OwnThread.run(niceness: 5) {
            try PackageDescriber.describe(packageAt: app, scratchPath: scratch, localPackages: false)
        }
    }

    /// The app package as the build plugin writes it for `arch-check check --package-model` when it
    /// checks `checked` (the files of that target only), decoded as the tool decodes it.
    ///
    /// The plugin's input is PackagePlugin's context, which a test cannot build; this is what that
    /// context holds for this package (each target's module, kind, directory and Swift files, and for
    /// each product dependency its targets' source-module names, `nil` for the plugin's target, and
    /// whether it is an executable), mapped by the code the plugin runs on it, ``ProductModules``.
    func pluginModel(checking checked: String) throws -> PackageModel {
        let products: [String: (targetModules: [String?], isExecutable: Bool)] = [
            "Core": (["CoreModels", "CoreNetworking"], false), "Extras": (["ExtrasUI", "ExtrasLogging"], false),
            "CoreLint": ([nil], false), "core-tool": (["CoreTool"], true),
        ]
        let targets: [(name: String, products: [String], file: String)] = [
            ("App", ["Core", "Extras", "CoreLint"], "App.swift"),
            ("Feature", [], "Feature.swift"),
            ("Tool", ["Core", "core-tool"], "Tool.swift"),
        ]
        let model: [String: Any] = [
            "name": "App",
            "directory": app,
            "targets": targets.map { target -> [String: Any] in
                [
                    "name": target.name,
                    "moduleName": target.name,
                    "kind": "library",
                    "path": "Sources/\(target.name)",
                    "sources": target.name == checked ? ["\(app)/Sources/\(target.name)/\(target.file)"] : [],
                    "dependencies": target.products.compactMap { name -> [String: Any]? in
                        guard
                            let product = products[name],
                            let modules = ProductModules.modules(
                                ofTargetModules: product.targetModules, isExecutable: product.isExecutable)
                        else { return nil }
                        // The products' targets depend on no other target of their package.
                        return ["kind": "product", "name": name, "modules": modules, "reachableModules": [String]()]
                    },
                ]
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: model, options: [.sortedKeys])
        return try JSONDecoder().decode(PackageModel.self, from: data)
    }
}
