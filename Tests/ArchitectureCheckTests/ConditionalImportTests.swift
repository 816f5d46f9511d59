import ArchitectureCheckCore
import Foundation
import Testing

/// Which `#if` branches count for which finding (README, "Conditions"): every branch for the rules;
/// for undeclared and unused dependencies, the branches the build compiles, judged from the flags the
/// manifest defines, the running platform and what the compiler can import here.
@Suite("Conditions: which #if branches count for which finding")
struct ConditionalImportTests {
    /// A platform other than the one the tests run on.
    private static let otherOS = BuildConfiguration.runningOS == "Linux" ? "Windows" : "Linux"

    private static let forbiddingRules = """
        {
          "version": 1,
          "rules": [ { "name": "all", "targets": ["*"], "mayImport": ["*"] } ],
          "forbidden": [ { "name": "portable", "from": ["Feature"], "imports": ["FoundationNetworking"] } ]
        }
        """

    /// The findings of a zero-configuration check (or `rules`) of `package` with `sources` by target.
    private func findings(
        _ package: PackageModel, _ sources: [String: String], rules: ArchitectureRules = .zeroConfiguration,
        importable: [String: Bool] = [:], manifest: String = ""
    ) -> [Diagnostic] {
        var scans: [String: [SourceFileScan]] = [:]
        for (target, source) in sources { scans.merge(Fixtures.scan(target, source)) { $1 } }
        return ArchitectureChecker(
            rules: rules, package: package, manifest: ManifestLocator(text: manifest), importable: importable
        )
        .check(scans: scans)
    }

    /// `code: target -> module` for each finding of `code`.
    private func summary(_ diagnostics: [Diagnostic], _ code: DiagnosticCode) -> [String] {
        diagnostics.filter { $0.code == code }.map { "\($0.target ?? "") -> \($0.module ?? "")" }.sorted()
    }

    /// `Feature` depending on `Core` only, with `flags` known, beside `Core` and `Helper`.
    private func package(flags: CompilationFlags?, dependsOn: [String] = ["Core"]) -> PackageModel {
        var feature = Fixtures.target("Feature", dependsOn: dependsOn)
        feature.compilationFlags = flags
        return Fixtures.package([Fixtures.target("Core"), Fixtures.target("Helper"), feature])
    }

    @Test("the scanner records each import's branches: its condition and the conditions before it")
    func branchesAreRecorded() {
        let scan = ImportScanner.scan(
            source: """
                #if A && !B // a comment
                import X
                #elseif os(Linux)
                #if C
                import Y
                #endif
                #else
                import Z
                #endif
                import W
                """)
        #expect(
            scan.imports.map(\.branches) == [
                [ConditionalBranch(condition: "A && !B")],
                [ConditionalBranch(excluded: ["A && !B"], condition: "os(Linux)"), ConditionalBranch(condition: "C")],
                [ConditionalBranch(excluded: ["A && !B", "os(Linux)"], condition: nil)],
                [],
            ])
    }

    @Test("a forbidden import counts in every branch, whatever the flags and the platform")
    func forbiddenInEveryBranch() throws {
        let source = """
            #if NEVER_DEFINED
            import FoundationNetworking
            #elseif os(\(Self.otherOS))
            import FoundationNetworking
            #endif
            """
        let found = findings(
            package(flags: CompilationFlags(defined: [])), ["Feature": source],
            rules: try Fixtures.rules(Self.forbiddingRules))
        #expect(
            summary(found, .forbiddenImport) == ["Feature -> FoundationNetworking", "Feature -> FoundationNetworking"])
    }

    @Test("a flag the manifest never defines: its branch is inactive, its #else active, for undeclared")
    func undefinedFlagForUndeclared() {
        let source = """
            import Core
            #if SINGLE_MODULE
            import Helper
            #else
            import Core
            #endif
            """
        #expect(
            summary(findings(package(flags: CompilationFlags(defined: [])), ["Feature": source]), .undeclaredDependency)
                == [])
        let defined = findings(package(flags: CompilationFlags(defined: ["SINGLE_MODULE"])), ["Feature": source])
        #expect(summary(defined, .undeclaredDependency) == ["Feature -> Helper"])
        let elseSource = "#if SINGLE_MODULE\nimport Core\n#else\nimport Helper\n#endif\n"
        let inElse = findings(package(flags: CompilationFlags(defined: [])), ["Feature": elseSource + "import Core\n"])
        #expect(summary(inElse, .undeclaredDependency) == ["Feature -> Helper"])
    }

    @Test("flags not known, defined in some configurations only, or traits: both branches count")
    func flagsThatMayBeDefined() {
        let source = "import Core\n#if MAYBE\nimport Helper\n#endif\n#if DEBUG\nimport Helper\n#endif\n"
        #expect(summary(findings(package(flags: nil), ["Feature": source]), .undeclaredDependency).count == 2)
        let possible = findings(package(flags: CompilationFlags(defined: [], possible: ["MAYBE"])), ["Feature": source])
        #expect(summary(possible, .undeclaredDependency) == ["Feature -> Helper", "Feature -> Helper"])
    }

    @Test("a dependency imported only in a branch of an undefined flag is unused; in its #else it is used")
    func undefinedFlagForUnused() {
        let flags = CompilationFlags(defined: [])
        let inactive = findings(
            package(flags: flags, dependsOn: ["Core", "Helper"]),
            ["Feature": "import Core\n#if NEVER\nimport Helper\n#endif\n"])
        #expect(summary(inactive, .unusedDependency) == ["Feature -> Helper"])
        let active = findings(
            package(flags: flags, dependsOn: ["Core", "Helper"]),
            ["Feature": "import Core\n#if NEVER\n#else\nimport Helper\n#endif\n"])
        #expect(summary(active, .unusedDependency) == [])
    }

    @Test("canImport of a module outside the package is judged as this platform's compiler answers")
    func canImportOfASystemModule() {
        let source = "import Core\n#if canImport(CryptoKit)\nimport Helper\n#else\nimport Core\n#endif\n"
        let flags = CompilationFlags(defined: [])
        #expect(
            summary(
                findings(package(flags: flags), ["Feature": source], importable: ["CryptoKit": false]),
                .undeclaredDependency) == [])
        #expect(
            summary(
                findings(package(flags: flags), ["Feature": source], importable: ["CryptoKit": true]),
                .undeclaredDependency)
                == ["Feature -> Helper"])
        // Not probed: unknown, so the branch counts.
        #expect(
            summary(findings(package(flags: flags), ["Feature": source]), .undeclaredDependency) == [
                "Feature -> Helper"
            ])
        // A module of the package: whether it can be imported depends on the build order, so it counts.
        let ofThePackage = "import Core\n#if canImport(Helper)\nimport Helper\n#endif\n"
        #expect(
            summary(
                findings(package(flags: flags), ["Feature": ofThePackage], importable: ["Helper": false]),
                .undeclaredDependency) == ["Feature -> Helper"])
    }

    @Test("the probe asks the compiler: the platform's own modules can be imported, others cannot")
    func moduleProbe() {
        let answers = ModuleProbe.importable(["Swift", "Foundation", "Darwin", "Glibc", "NoSuchModuleAnywhere"])
        #expect(answers["Swift"] == true)
        #expect(answers["Foundation"] == true)
        #expect(answers["NoSuchModuleAnywhere"] == false)
        #if os(Linux)
            #expect(answers["Glibc"] == true)
            #expect(answers["Darwin"] == false)
        #elseif canImport(Darwin)
            #expect(answers["Darwin"] == true)
            #expect(answers["Glibc"] == false)
        #endif
    }

    @Test("os and arch are those of the running platform for undeclared dependencies")
    func osAndArchForUndeclared() {
        let flags = CompilationFlags(defined: [])
        let other = "import Core\n#if os(\(Self.otherOS))\nimport Helper\n#endif\n"
        #expect(summary(findings(package(flags: flags), ["Feature": other]), .undeclaredDependency) == [])
        let running =
            "import Core\n#if os(\(BuildConfiguration.runningOS)) && arch(\(BuildConfiguration.runningArch))\nimport Helper\n#endif\n"
        #expect(
            summary(findings(package(flags: flags), ["Feature": running]), .undeclaredDependency) == [
                "Feature -> Helper"
            ])
    }

    @Test("a dependency imported for another platform only is used: removing it would break that platform")
    func platformGuardedDependencyIsUsed() {
        // `.product(name: "Helper", condition: .when(platforms: [.other]))` and `#if os(Other) import Helper`.
        let flags = CompilationFlags(defined: [], definedOnPlatforms: ["USE_HELPER": [Self.otherOS.lowercased()]])
        let byOS = "import Core\n#if os(\(Self.otherOS))\nimport Helper\n#endif\n"
        let byFlag = "import Core\n#if USE_HELPER\nimport Helper\n#endif\n"
        for source in [byOS, byFlag] {
            let found = findings(package(flags: flags, dependsOn: ["Core", "Helper"]), ["Feature": source])
            #expect(summary(found, .unusedDependency) == [], "\(source)")
            #expect(summary(found, .undeclaredDependency) == [], "\(source)")
        }
        // A flag defined for this platform only is defined here.
        let here = CompilationFlags(
            defined: [], definedOnPlatforms: ["HERE": [BuildConfiguration.runningOS.lowercased()]])
        let found = findings(package(flags: here), ["Feature": "import Core\n#if !HERE\nimport Helper\n#endif\n"])
        #expect(summary(found, .undeclaredDependency) == [])
    }

    @Test("snippets' and plugins' implicit dependencies are never unused, and no finding points at Package.swift:1:1")
    func implicitDependencies() throws {
        var snippet = Fixtures.target("Demo", kind: .snippet, dependsOn: ["Core", "Helper"])
        snippet.sources = ["/package/Snippets/Demo.swift"]
        let plugin = Fixtures.target("Lint", kind: .plugin, dependsOn: ["Core"])
        let package = Fixtures.package([Fixtures.target("Core"), Fixtures.target("Helper"), snippet, plugin])
        let manifest =
            "let package = Package(name: \"Example\", targets: [.target(name: \"Core\"), .target(name: \"Helper\")])\n"
        let found = findings(package, ["Demo": "import Core\n", "Lint": "import PackagePlugin\n"], manifest: manifest)
        #expect(summary(found, .unusedDependency) == [])

        // A finding about a target the manifest does not name is placed in the target's own file.
        let rules = try Fixtures.rules(
            #"{ "version": 1, "rules": [ { "name": "libraries", "targets": ["*"], "kinds": ["library", "plugin"], "mayImport": ["*"] } ] }"#
        )
        let uncovered = findings(package, ["Demo": "import Core\n"], rules: rules, manifest: manifest)
            .filter { $0.code == .uncoveredTarget }
        #expect(uncovered.map(\.file) == ["/package/Snippets/Demo.swift"])
        #expect(uncovered.map(\.location) == [SourceLocation(line: 1, column: 1)])
    }

    @Test("a module a declared dependency re-exports with @_exported is declared; @_implementationOnly exports nothing")
    func exportedAndImplementationOnly() {
        let package = Fixtures.package([
            Fixtures.target("Core"), Fixtures.target("Umbrella", dependsOn: ["Core"]),
            Fixtures.target("Hidden", dependsOn: ["Core"]),
            Fixtures.target("Feature", dependsOn: ["Umbrella"]), Fixtures.target("Other", dependsOn: ["Hidden"]),
        ])
        let sources = [
            "Umbrella": "@_exported import Core\n",
            "Hidden": "@_implementationOnly import Core\n",
            "Feature": "import Umbrella\nimport Core\n",
            "Other": "import Hidden\nimport Core\n",
        ]
        let found = findings(package, sources)
        #expect(summary(found, .undeclaredDependency) == ["Other -> Core"])
        // An @_implementationOnly import uses its dependency, and is a warning of its own.
        #expect(summary(found, .unusedDependency) == [])
        #expect(summary(found, .implementationOnlyImport) == ["Hidden -> Core"])
        // A re-export in an inactive branch exports nothing.
        var inactive = sources
        inactive["Umbrella"] = "#if NEVER\n@_exported import Core\n#endif\nimport Core\n"
        var flagged = package
        flagged.targets = flagged.targets.map { target in
            var target = target
            target.compilationFlags = CompilationFlags(defined: [])
            return target
        }
        #expect(summary(findings(flagged, inactive), .undeclaredDependency) == ["Feature -> Core", "Other -> Core"])
    }

    @Test("conditions are read as the compiler reads them, in three values")
    func evaluation() {
        let configuration = BuildConfiguration(
            flags: CompilationFlags(defined: ["ON"], possible: ["MAYBE"]), importable: ["CryptoKit": false])
        let cases: [(String, ConditionValue)] = [
            ("ON", .true), ("OFF", .false), ("MAYBE", .unknown), ("!OFF && ON", .true), ("OFF || MAYBE", .unknown),
            ("ON || MAYBE", .true), ("OFF && MAYBE", .false), ("(ON || OFF) && !canImport(CryptoKit)", .true),
            ("swift(>=5.9)", .unknown), ("canImport(CryptoKit, _version: 1.0)", .false), ("SWIFT_PACKAGE", .true),
            ("os(\(BuildConfiguration.runningOS))", .true), ("os(\(Self.otherOS))", .false), ("true", .true),
            ("targetEnvironment(simulator)", .false), ("ON &&", .unknown), ("ON ||\\", .unknown),
        ]
        for (text, value) in cases {
            #expect(configuration.isActive([ConditionalBranch(condition: text)]) == value, "\(text)")
        }
    }

    @Test("the manifest's dump gives each target's flags: defines, per platform, per configuration, traits")
    func flagsFromTheManifest() throws {
        let dump = """
            {"name": "P", "traits": [{"name": "default", "enabledTraits": ["Fast"]}, {"name": "Fast", "enabledTraits": []}],
             "targets": [{"name": "T", "settings": [
               {"tool": "swift", "kind": {"define": {"_0": "ALWAYS"}}},
               {"tool": "swift", "kind": {"define": {"_0": "LINUX_ONLY"}}, "condition": {"platformNames": ["linux"]}},
               {"tool": "swift", "kind": {"define": {"_0": "IN_DEBUG"}}, "condition": {"config": "debug"}},
               {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-DUNSAFE", "-D", "SPACED", "-Onone"]}}},
               {"tool": "c", "kind": {"define": {"_0": "C_ONLY"}}},
               {"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}}
             ]}]}
            """
        let flags = try #require(try CompilationFlagsReader.flags(fromDump: Data(dump.utf8))["T"])
        #expect(flags.defined == ["ALWAYS", "UNSAFE", "SPACED"])
        #expect(flags.definedOnPlatforms == ["LINUX_ONLY": ["linux"]])
        #expect(flags.possible == ["Fast", "IN_DEBUG"])
    }
}
