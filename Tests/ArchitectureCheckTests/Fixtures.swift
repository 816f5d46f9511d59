import ArchitectureCheckCore
import Foundation

/// Paths of the test fixtures and small builders of packages and rules.
enum Fixtures {
    /// This test target's directory.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    /// The repository root.
    static let repositoryRoot = URL(fileURLWithPath: testsDirectory).deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// The tricky sources.
    static let corpusDirectory = testsDirectory + "/Fixtures/Corpus"
    /// The example consumer package.
    static let consumerPackage = testsDirectory + "/Fixtures/ConsumerPackage"

    /// A target with the given dependencies on other targets.
    static func target(
        _ name: String, kind: TargetKind = .library, path: String? = nil, dependsOn: [String] = [],
        products: [String] = []
    ) -> PackageTarget {
        PackageTarget(
            name: name,
            kind: kind,
            path: path ?? "Modules/\(name)",
            sources: ["/package/Modules/\(name)/\(name).swift"],
            dependencies: dependsOn.map {
                PackageDependency(kind: .target, name: $0, modules: [PackageTarget.c99Name($0)])
            }
                + products.map { PackageDependency(kind: .product, name: $0, modules: [$0]) }
        )
    }

    /// A package at `/package`.
    static func package(_ targets: [PackageTarget]) -> PackageModel {
        PackageModel(name: "Example", directory: "/package", targets: targets)
    }

    /// The scan of one file of `target` holding `source`.
    static func scan(_ target: String, _ source: String) -> [String: [SourceFileScan]] {
        [target: [ImportScanner.scan(source: source, path: "/package/Modules/\(target)/\(target).swift")]]
    }

    /// Rules decoded from JSON text.
    static func rules(_ json: String) throws -> ArchitectureRules {
        try ArchitectureRules.decode(Data(json.utf8))
    }

    /// Why the rules file `json` is refused, or `nil` when it is valid.
    static func rulesRejection(_ json: String) -> String? {
        do {
            _ = try rules(json)
            return nil
        } catch let error as ArchitectureCheckError {
            guard case .invalidRules(_, let reason) = error else { return "\(error)" }
            return reason
        } catch {
            return "\(error)"
        }
    }

    /// Rules for a small layered package: Core, API -> Core, Cache -> Core, App -> anything.
    static let layeredRules = """
        {
          "version": 1,
          "moduleSets": { "standard": ["Foundation", "Swift"], "features": ["Core", "API", "Cache"] },
          "rules": [
            { "name": "core", "targets": ["Core"], "mayImport": ["@standard"] },
            { "name": "api", "targets": ["API"], "mayImport": ["@standard", "Core"] },
            { "name": "cache", "targets": ["Cache"], "mayImport": ["@standard", "Core"] },
            { "name": "apps", "paths": ["Apps/*"], "kinds": ["executable"], "mayImport": ["*"] },
            { "name": "tests", "targets": ["*Tests"], "kinds": ["test"], "mayImport": ["$subject", "$subjectDependencies", "Testing"], "mayTestableImport": ["$subject"] }
          ],
          "forbidden": [
            { "name": "no-networking", "description": "features stay portable", "from": ["@features"], "imports": ["FoundationNetworking"] }
          ]
        }
        """
}
