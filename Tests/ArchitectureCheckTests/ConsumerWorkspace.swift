import CommonTestSupport
import Foundation
import Testing

/// One copy of the consumer fixture, with one build folder, that the tests of ``PluginIntegrationTests``
/// share: the architecture check's tool and the repository's modules compile once for all of them.
///
/// The copy lives in a repository folder (a `.git` folder marks it) as the local package `Feature`, so
/// that a test can add an `App` package beside it. ``reset()`` puts back the fixture's files (with new
/// modification times, as a fresh copy has) and removes what a test added, keeping the build folder.
final class ConsumerWorkspace: Sendable {
    /// The repository folder, which holds `.git` and `Feature` (and `App` when a test makes one).
    let repository: URL

    /// The consumer package.
    var package: URL { repository.appending(path: "Feature") }
    /// Its build folder, which the tests share.
    var scratch: URL { package.appending(path: ".build") }
    /// `--package-path` and `--scratch-path` of the consumer package.
    var packageArguments: [String] { ["--package-path", package.path, "--scratch-path", scratch.path] }

    init() throws {
        repository = FileManager.default.temporaryDirectory.appending(
            path: "arch-check-consumers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: repository.appending(path: ".git"), withIntermediateDirectories: true)
        try reset()
    }

    /// Makes the package the fixture again: its build folder stays, every other file is the fixture's.
    func reset() throws {
        let files = FileManager.default
        try? files.removeItem(at: repository.appending(path: "App"))
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        for item in try files.contentsOfDirectory(atPath: package.path) where item != ".build" {
            try files.removeItem(at: package.appending(path: item))
        }
        try Self.copyContents(of: URL(fileURLWithPath: Fixtures.consumerPackage), to: package)
    }

    /// Runs `swift arguments…` through ``SwiftPackageManagerRun`` (one retry of SwiftPM's own planning
    /// crash) with `ARCH_CHECK_REPOSITORY` naming this repository, and with the build plugin unless
    /// `plugin` is `false`. Builds run with one job and at nice 5, so that the tests beside them keep
    /// their pace (at nice 19 a build beside a busy loop on every core got about 1.5 % of a core and never
    /// ended).
    static func swift(_ arguments: [String], in directory: URL, plugin: Bool = true) async throws
        -> SwiftPackageManagerRun
    {
        let arguments = arguments.first == "build" ? arguments + ["--jobs", "1"] : arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ARCH_CHECK_REPOSITORY"] = environment["ARCH_CHECK_REPOSITORY"] ?? Fixtures.repositoryRoot
        environment["ARCH_CHECK_DISABLE_PLUGIN"] = plugin ? nil : "1"
        return try await SwiftPackageManagerRun.run(arguments, in: directory, environment: environment, niceness: 5)
    }

    /// The modules a build compiled: the `<module>.build` folders of `buildDirectory` that hold object files.
    static func compiledModules(in buildDirectory: URL) throws -> Set<String> {
        let directory = buildDirectory.resolvingSymlinksInPath()
        let folders = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".build")
        }
        return Set(
            try folders.filter { folder in
                try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: folder).path)
                    .contains { $0.hasSuffix(".o") }
            }
            .map { String($0.dropLast(".build".count)) }
        )
    }

    func remove() {
        try? FileManager.default.removeItem(at: repository)
    }

    /// Copies every file of `source` into `destination` by writing its bytes anew, so that each file
    /// counts as changed for the build (a copy that kept the modification time might not).
    private static func copyContents(of source: URL, to destination: URL) throws {
        let files = FileManager.default
        for item in try files.contentsOfDirectory(atPath: source.path) where item != ".build" {
            let from = source.appending(path: item)
            let to = destination.appending(path: item)
            var isDirectory: ObjCBool = false
            _ = files.fileExists(atPath: from.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try files.createDirectory(at: to, withIntermediateDirectories: true)
                try copyContents(of: from, to: to)
            } else {
                try Data(contentsOf: from).write(to: to)
            }
        }
    }
}

/// The first, cold build of the shared workspace: every target, with the build plugin.
struct FirstConsumerBuild: Sendable {
    /// How `swift build` ended.
    let run: SwiftPackageManagerRun
    /// The modules it compiled (``ConsumerWorkspace/compiledModules(in:)``), or why they could not be read.
    let compiledModules: Result<Set<String>, any Error>
    /// The folders in its build folder's `checkouts`: the packages it resolved.
    let resolvedPackages: [String]
}

/// Gives the tests of a suite one ``ConsumerWorkspace`` for the whole suite, built once (cold) before
/// the first test and removed when the suite ends.
struct SharedConsumerWorkspace: SuiteTrait, TestScoping {
    @TaskLocal static var current: (workspace: ConsumerWorkspace, firstBuild: FirstConsumerBuild)?

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let workspace = try ConsumerWorkspace()
        defer { workspace.remove() }
        let run = try await ConsumerWorkspace.swift(["build"] + workspace.packageArguments, in: workspace.package)
        let firstBuild = FirstConsumerBuild(
            run: run,
            compiledModules: Result {
                try ConsumerWorkspace.compiledModules(in: workspace.scratch.appending(path: "debug"))
            },
            resolvedPackages: (try? FileManager.default.contentsOfDirectory(
                atPath: workspace.scratch.appending(path: "checkouts").path)) ?? [])
        try await Self.$current.withValue((workspace, firstBuild)) { try await function() }
    }

    /// The first build of the suite's workspace.
    static func firstBuild() throws -> FirstConsumerBuild {
        try #require(current, "the suite has the SharedConsumerWorkspace trait").firstBuild
    }

    /// The suite's workspace, reset to the fixture.
    static func fresh() throws -> ConsumerWorkspace {
        let workspace = try #require(current, "the suite has the SharedConsumerWorkspace trait").workspace
        try workspace.reset()
        return workspace
    }
}

extension Trait where Self == SharedConsumerWorkspace {
    /// One consumer workspace, with one build folder built once, for every test of the suite.
    static var sharedConsumerWorkspace: Self { Self() }
}
