/// A change to the manifest that resolves a finding: a dependency to add to a target (an undeclared
/// one) or to remove from it (an unused one). `arch-check fix` applies the additions with SwiftPM's own
/// manifest editing (`swift package add-target-dependency`).
public struct ManifestFix: Sendable, Hashable, Codable {
    public enum Change: String, Sendable, Hashable, Codable {
        case add
        case remove
    }

    public var change: Change
    /// The target whose `dependencies` change.
    public var target: String
    /// The dependency's name: a target of the package, or a product.
    public var dependency: String
    /// The package of a product dependency; `nil` for a target of the same package.
    public var package: String?
    /// Where the manifest declares the target (or the dependency, for a removal).
    public var manifestLocation: SourceLocation
    /// The manifest to change, relative to the checked package's directory, when it is a local
    /// package's (`../Core/Package.swift`); `nil` for the checked package's own.
    public var manifest: String?

    public init(
        change: Change, target: String, dependency: String, package: String? = nil, manifestLocation: SourceLocation,
        manifest: String? = nil
    ) {
        self.change = change
        self.target = target
        self.dependency = dependency
        self.package = package
        self.manifestLocation = manifestLocation
        self.manifest = manifest
    }

    /// The manifest's path as a finding names it: `Package.swift`, or a local package's.
    public var manifestName: String { manifest ?? "Package.swift" }

    /// The dependency as Package.swift spells it: `"Core"` or `.product(name: "NIO", package: "swift-nio")`.
    public var spelling: String {
        guard let package else { return "\"\(dependency)\"" }
        return ".product(name: \"\(dependency)\", package: \"\(package)\")"
    }

    /// "add "Core" to the dependencies of target 'API' (Package.swift:12)", for a finding's message.
    public var summary: String {
        let place = "the dependencies of target '\(target)' (\(manifestName):\(manifestLocation.line))"
        return change == .add ? "add \(spelling) to \(place)" : "remove \(spelling) from \(place)"
    }
}
