/// The dependencies between a package's own modules, over declared target dependencies and the
/// imports of the package's modules that the scanned files hold, with the first import that makes
/// each edge, so that a finding about a path can point at the line that starts it.
struct DependencyEdges {
    /// A place in a file.
    typealias Place = (file: String, location: SourceLocation)

    /// The modules each module depends on (module names).
    let edges: [String: Set<String>]
    private let evidence: [String: Place]
    private let package: PackageModel
    private let manifests: PackageManifests

    /// The edges of `package`, with the imports of `scans` (keyed by target name).
    init(package: PackageModel, scans: [String: [SourceFileScan]], manifests: PackageManifests) {
        let modules = package.moduleNames
        var edges: [String: Set<String>] = [:]
        var evidence: [String: Place] = [:]
        for target in package.targets {
            var next = Set(target.dependencies.filter { $0.kind == .target }.flatMap(\.modules))
            for scan in scans[target.name] ?? [] {
                for declaration in scan.imports
                where modules.contains(declaration.module) && declaration.module != target.moduleName {
                    next.insert(declaration.module)
                    let key = target.moduleName + "->" + declaration.module
                    if evidence[key] == nil { evidence[key] = (scan.path, declaration.location) }
                }
            }
            edges[target.moduleName, default: []].formUnion(next.filter(modules.contains))
        }
        self.edges = edges
        self.evidence = evidence
        self.package = package
        self.manifests = manifests
    }

    /// Where the edge `from -> to` starts: its first import, else the dependency in the manifest.
    func place(from: String, to: String) -> Place {
        if let place = evidence[from + "->" + to] { return place }
        let dependency = package.target(module: to)?.name ?? to
        guard let target = package.target(module: from) else {
            return (package.manifestPath, manifests.rootLocator.location(target: from, dependency: dependency))
        }
        let place = manifests.place(of: target, dependency: dependency)
        return (place.file, place.location)
    }

    /// The shortest path `start -> ... -> goal` (both included), breadth first in name order,
    /// through no module of `avoiding` on the way; `nil` when there is none.
    func shortestPath(from start: String, to goal: String, avoiding: Set<String> = []) -> [String]? {
        var previous: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (edges[node] ?? []).sorted() where previous[next] == nil {
                previous[next] = node
                if next == goal {
                    var path = [goal]
                    var current = node
                    while current != start {
                        path.append(current)
                        current = previous[current]!
                    }
                    return [start] + path.reversed()
                }
                if !avoiding.contains(next) { queue.append(next) }
            }
        }
        return nil
    }
}
