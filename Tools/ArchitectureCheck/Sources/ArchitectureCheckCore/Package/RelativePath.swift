import Foundation

/// Paths relative to a package's directory, as a model names its targets' directories. Shared by the
/// command line tool and the plugins (whose copy of this file is a symbolic link to it).
public enum RelativePath {
    /// `path` relative to `base` (both absolute), with `..` components where it lies outside:
    /// `../Core/Sources/CoreModels` for a local package beside the package.
    public static func of(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let origin = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        let components = Array(repeating: "..", count: origin.count - common) + target[common...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }
}
