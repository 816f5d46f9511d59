import ArchitectureCheckCore
import Foundation
import Testing

/// Module sets by path, kind and exclusion, independence contracts over groups derived by a naming
/// convention, and forbidden rules scoped to files: what lets the rules cover a new feature without
/// an edit.
@Suite("Feature groups")
struct FeatureGroupsTests {
    /// A package shaped like this repository's: Shared and infrastructure modules, a feed split by
    /// layer, two features of one module each (Photos, Notes), their compositions, web parts and apps,
    /// the web host, and a test target.
    private let package = Fixtures.package([
        Fixtures.target("SharedAPI"),
        Fixtures.target("SharedCache"),
        Fixtures.target("SharedPresentation"),
        Fixtures.target("SQLiteInfrastructure", dependsOn: ["SharedCache", "FeedCache"]),
        Fixtures.target("FeedFeature"),
        Fixtures.target("FeedAPI", dependsOn: ["FeedFeature", "SharedAPI"]),
        Fixtures.target("FeedCache", dependsOn: ["FeedFeature", "SharedCache"]),
        Fixtures.target("FeedComposition", dependsOn: ["FeedFeature", "SharedAPI", "SharedCache"]),
        Fixtures.target("Photos", dependsOn: ["SharedAPI", "SharedCache", "SharedPresentation"]),
        Fixtures.target("Notes", dependsOn: ["SharedAPI", "SharedCache"]),
        Fixtures.target("AppSupport", path: "Apps/Shared/Sources/AppSupport"),
        Fixtures.target(
            "PhotosComposition", path: "Apps/Shared/Sources/PhotosComposition",
            dependsOn: ["AppSupport", "Photos", "SQLiteInfrastructure"]),
        Fixtures.target(
            "NotesComposition", path: "Apps/Shared/Sources/NotesComposition",
            dependsOn: ["AppSupport", "Notes", "SQLiteInfrastructure"]),
        Fixtures.target("FeedWeb", path: "Apps/web/Sources/FeedWeb", dependsOn: ["FeedAPI", "FeedComposition"]),
        Fixtures.target("PhotosWeb", path: "Apps/web/Sources/PhotosWeb", dependsOn: ["PhotosComposition"]),
        Fixtures.target("NotesWeb", path: "Apps/web/Sources/NotesWeb", dependsOn: ["NotesComposition"]),
        Fixtures.target(
            "web", kind: .executable, path: "Apps/web/Sources/web", dependsOn: ["FeedWeb", "PhotosWeb", "NotesWeb"]),
        Fixtures.target(
            "feed", kind: .executable, path: "Apps/feed/Sources/feed", dependsOn: ["FeedComposition", "FeedAPI"]),
        Fixtures.target(
            "photos", kind: .executable, path: "Apps/photos/Sources/photos", dependsOn: ["PhotosComposition"]),
        Fixtures.target("notes", kind: .executable, path: "Apps/notes/Sources/notes", dependsOn: ["NotesComposition"]),
        Fixtures.target("NotesTests", kind: .test, path: "Tests/NotesTests", dependsOn: ["Notes", "Photos"]),
    ])

    private let rulesJSON = """
        {
          "version": 1,
          "moduleSets": {
            "infrastructure": ["*Infrastructure"],
            "featureModules": ["path:Modules/*", "!@infrastructure"],
            "featureOwnModules": ["@featureModules", "!Shared*", "!FeedCache"],
            "featureLayer": ["@featureModules", "!Shared*", "!FeedFeature", "!FeedComposition"],
            "feedModules": ["FeedFeature", "FeedAPI", "FeedCache", "FeedComposition"],
            "appModules": ["path:Apps/*", "!kind:library"]
          },
          "rules": [
            { "name": "feature-modules", "targets": ["@featureModules"], "kinds": ["library"], "mayImport": ["@featureModules"] },
            { "name": "infrastructure", "targets": ["@infrastructure"], "mayImport": ["Shared*", "FeedCache"] },
            { "name": "apps", "paths": ["Apps/*"], "mayImport": ["*"] },
            { "name": "tests", "targets": ["*Tests"], "kinds": ["test"], "mayImport": ["*"] }
          ],
          "forbidden": [
            { "name": "nothing-imports-an-app", "from": ["*"], "imports": ["@appModules"] },
            { "name": "feature-api-folder-knows-no-cache", "from": ["@featureModules"],
              "files": ["Modules/*/Sources/API/*"], "imports": ["SharedCache"] }
          ],
          "contracts": [
            { "name": "features-independent", "kind": "independence", "modules": ["@featureLayer"] },
            { "name": "features-stay-apart", "description": "features share only the Shared modules",
              "kind": "independence",
              "groups": { "Feed": ["@feedModules"] },
              "features": ["@featureOwnModules"],
              "groupMembers": ["{name}", "{name}Composition", "{lowercased}", "{name}Web"] }
          ]
        }
        """

    private func rules() throws -> ArchitectureRules {
        try Fixtures.rules(rulesJSON).bound(to: package)
    }

    /// The findings of a whole-package check with one file per target in `sources`.
    private func check(_ sources: [String: String] = [:], rules: ArchitectureRules? = nil) throws -> [Diagnostic] {
        let scans = sources.reduce(into: [String: [SourceFileScan]]()) { result, entry in
            result.merge(Fixtures.scan(entry.key, entry.value)) { $1 }
        }
        return ArchitectureChecker(
            rules: try rules ?? self.rules(), package: package, manifest: ManifestLocator(text: "")
        )
        .check(scans: scans)
    }

    @Test("path:, kind: and exclusions: a set stands for the package's targets by directory and kind")
    func setsByPathAndKind() throws {
        let rules = try rules()
        func members(_ set: String) -> [String] {
            package.targets.filter { rules.matches(["@" + set], anyOf: $0.names) }.map(\.name).sorted()
        }
        #expect(
            members("featureModules") == [
                "FeedAPI", "FeedCache", "FeedComposition", "FeedFeature", "Notes", "Photos", "SharedAPI", "SharedCache",
                "SharedPresentation",
            ])
        #expect(members("featureOwnModules") == ["FeedAPI", "FeedComposition", "FeedFeature", "Notes", "Photos"])
        #expect(members("featureLayer") == ["FeedAPI", "FeedCache", "Notes", "Photos"])
        #expect(members("appModules") == ["feed", "notes", "photos", "web"])
        // Unbound rules know no target's path or kind: such patterns match nothing.
        #expect(!(try Fixtures.rules(rulesJSON)).matches(["@featureModules"], "Notes"))
        // An exclusion removes a module by any of its names.
        let hyphen = Fixtures.package([Fixtures.target("feed-web", kind: .executable, path: "Apps/feed-web")])
        let excluding = try Fixtures.rules(
            #"{"version": 1, "moduleSets": {"apps": ["kind:executable", "!feed-web"]}, "rules": [{"name": "all", "targets": ["*"], "mayImport": ["*"]}]}"#
        ).bound(to: hyphen)
        #expect(!excluding.matches(["@apps"], anyOf: ["feed-web", "feed_web"]))
    }

    @Test("a new feature (Notes, NotesComposition, notes, NotesWeb) is covered by every rule without an edit")
    func newFeatureCovered() throws {
        let findings = try check().filter { $0.severity == .error }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let rules = try rules()
        for name in ["Notes", "NotesComposition", "NotesWeb", "notes", "NotesTests"] {
            let target = try #require(package.targets.first { $0.name == name })
            #expect(rules.rule(for: target) != nil, "\(name) is covered by no rule")
        }
        let contract = try #require(rules.contracts?.first { $0.name == "features-stay-apart" })
        let groups = Dictionary(
            uniqueKeysWithValues: contract.groups(in: package, rules: rules).map { group in
                (group.name, group.members.map { package.target(module: $0)?.name ?? $0 }.sorted())
            })
        #expect(groups["Notes"] == ["Notes", "NotesComposition", "NotesWeb", "notes"])
        #expect(groups["Photos"] == ["Photos", "PhotosComposition", "PhotosWeb", "photos"])
        #expect(
            groups["Feed"] == ["FeedAPI", "FeedCache", "FeedComposition", "FeedFeature", "FeedWeb", "feed"])
        #expect(groups.count == 3)
    }

    @Test("an import from Notes' group into Photos' group, and back, fails naming the contract and both groups")
    func crossFeatureImports() throws {
        let findings = try check([
            "Notes": "import SharedAPI\nimport Photos\n",
            "PhotosWeb": "import PhotosComposition\nimport NotesWeb\n",
            "NotesComposition": "import FeedAPI\n",
            "feed": "import Notes\n",
        ]).filter { $0.code == .independenceViolation }
        let grouped = findings.filter { $0.rule == "features-stay-apart" }
        #expect(
            grouped.map { "\($0.target ?? "") -> \($0.module ?? "")" }.sorted() == [
                "Notes -> Photos", "NotesComposition -> FeedAPI", "PhotosWeb -> NotesWeb", "feed -> Notes",
            ])
        let notes = try #require(grouped.first { $0.target == "Notes" })
        #expect(
            notes.message
                == "'Notes' (group 'Notes') must not depend on 'Photos' (group 'Photos'): independence contract 'features-stay-apart' keeps its groups apart (features share only the Shared modules); group 'Photos' is Photos, PhotosComposition, PhotosWeb, photos"
        )
        #expect(
            notes.file == "/package/Modules/Notes/Notes.swift" && notes.location == SourceLocation(line: 2, column: 8))
        // The modules themselves stay independent through other modules too.
        #expect(
            findings.contains { $0.rule == "features-independent" && $0.target == "Notes" && $0.module == "Photos" })
        let back = try check(["Photos": "import Notes\n"]).filter { $0.code == .independenceViolation }
        #expect(back.compactMap(\.rule).sorted() == ["features-independent", "features-stay-apart"])
    }

    @Test("groups: imports within a group, of Shared modules and through infrastructure pass")
    func allowedPaths() throws {
        // NotesComposition reaches FeedCache through SQLiteInfrastructure: no group is joined directly.
        let findings = try check([
            "NotesWeb": "import NotesComposition\nimport AppSupport\n",
            "NotesComposition": "import Notes\nimport SQLiteInfrastructure\n",
            "Notes": "import SharedAPI\nimport SharedCache\n",
        ]).filter { $0.code == .independenceViolation }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("a forbidden rule scoped to files judges the imports of those files only")
    func filesScopedRule() throws {
        let scans = [
            "Notes": [
                ImportScanner.scan(
                    source: "import SharedCache\n", path: "/package/Modules/Notes/Sources/API/NotesEndpoint.swift"),
                ImportScanner.scan(
                    source: "import SharedCache\n", path: "/package/Modules/Notes/Sources/Cache/LocalNotes.swift"),
            ]
        ]
        let findings = ArchitectureChecker(rules: try rules(), package: package, manifest: ManifestLocator(text: ""))
            .check(scans: scans).filter { $0.code == .forbiddenImport || $0.code == .forbiddenDependency }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == "feature-api-folder-knows-no-cache" && finding.code == .forbiddenImport)
        #expect(finding.file == "/package/Modules/Notes/Sources/API/NotesEndpoint.swift")
    }

    @Test("explain names the groups an import would join")
    func explainNamesGroups() throws {
        let checker = ArchitectureChecker(rules: try rules(), package: package, manifest: ManifestLocator(text: ""))
        let explanation = try checker.explain(from: "NotesWeb", importing: "PhotosWeb")
        #expect(
            explanation.contracts.map(\.reason).contains(
                "'NotesWeb' is in group 'Notes' and 'PhotosWeb' in group 'Photos', which it keeps apart"))
    }

    @Test("the rules file refuses exclusions outside sets, unknown kinds, empty paths and bad templates")
    func rejections() {
        func reason(sets: String = "{}", forbidden: String = "[]", contracts: String = "[]") -> String? {
            Fixtures.rulesRejection(
                #"{"version": 1, "moduleSets": \#(sets), "rules": [{"name": "all", "targets": ["*"], "mayImport": ["*"]}], "forbidden": \#(forbidden), "contracts": \#(contracts)}"#
            )
        }
        #expect(
            reason(forbidden: #"[{"name": "f", "from": ["*", "!Shared*"], "imports": ["X"]}]"#)?
                .contains("only a module set's entries may start with '!'") == true)
        #expect(reason(sets: #"{"s": ["kind:app"]}"#)?.contains("'kind:app', an unknown kind") == true)
        #expect(reason(sets: #"{"s": ["path:"]}"#)?.contains("without a path glob") == true)
        #expect(reason(sets: #"{"s": ["!Shared*"]}"#)?.contains("holds only exclusions") == true)
        #expect(reason(sets: #"{"s": ["A", "!@t"]}"#)?.contains("unknown module set '@t'") == true)
        #expect(reason(sets: #"{"s": ["A", "!@s"]}"#)?.contains("contains itself") == true)
        #expect(
            reason(forbidden: #"[{"name": "f", "from": ["*"], "files": [], "imports": ["X"]}]"#)?
                .contains("'files' without a path glob") == true)
        #expect(
            reason(
                contracts: #"[{"name": "c", "kind": "independence", "features": ["A"], "groupMembers": ["{Name}Web"]}]"#
            )?
            .contains("its placeholders are {name} and {lowercased}") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "independence", "features": ["A"], "groupMembers": ["Web"]}]"#)?
                .contains("names no group") == true)
        #expect(
            reason(
                contracts: #"[{"name": "c", "kind": "independence", "modules": ["A"], "groupMembers": ["{name}"]}]"#)?
                .contains("has 'groupMembers' but no 'groups' nor 'features'") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "independence"}]"#)?
                .contains("needs 'modules', a list of module patterns, or groups") == true)
        #expect(
            reason(
                sets: #"{"s": ["path:Modules/*", "!Shared*", "!kind:test"]}"#,
                forbidden: #"[{"name": "f", "from": ["@s"], "files": ["Modules/*/API/*"], "imports": ["X"]}]"#,
                contracts:
                    #"[{"name": "c", "kind": "independence", "groups": {"G": ["@s"]}, "features": ["@s"], "groupMembers": ["{name}", "{lowercased}"]}]"#
            )
                == nil)
    }

    @Test("this repository's rules cover a fourth feature, Notes, without an edit, and keep it apart from Photos")
    func repositoryRulesCoverNotes() throws {
        let rules = try ArchitectureRules.load(from: Fixtures.repositoryRoot + "/architecture-rules.json")
        func module(_ name: String, _ dependencies: [String] = []) -> PackageTarget {
            Fixtures.target(name, path: "Modules/\(name)/Sources", dependsOn: dependencies)
        }
        func app(_ name: String, _ folder: String, kind: TargetKind = .library, _ dependencies: [String])
            -> PackageTarget
        {
            Fixtures.target(name, kind: kind, path: "Apps/\(folder)/Sources/\(name)", dependsOn: dependencies)
        }
        let package = Fixtures.package([
            module("SharedConcurrency"), module("SharedAPI", ["SharedConcurrency"]), module("SharedCache"),
            module("SharedPresentation"), module("FeedFeature"), module("FeedCache", ["FeedFeature", "SharedCache"]),
            module("SQLiteInfrastructure", ["FeedCache", "SharedCache"]),
            module("Photos", ["SharedAPI", "SharedCache", "SharedPresentation"]),
            module("Notes", ["SharedAPI", "SharedCache", "SharedPresentation"]),
            app("AppSupport", "Shared", ["SharedPresentation"]),
            app("WebSupport", "feed-web", ["SharedAPI", "SharedPresentation"]),
            app("PhotosComposition", "Shared", ["AppSupport", "Photos", "SharedCache"]),
            app("NotesComposition", "Shared", ["AppSupport", "Notes", "SharedCache", "SQLiteInfrastructure"]),
            app("PhotosWeb", "feed-web", ["WebSupport", "PhotosComposition", "Photos"]),
            app("NotesWeb", "feed-web", ["WebSupport", "NotesComposition", "Notes"]),
            app("photos", "photos", kind: .executable, ["AppSupport", "PhotosComposition"]),
            app("notes", "notes", kind: .executable, ["AppSupport", "NotesComposition", "SQLiteInfrastructure"]),
            Fixtures.target("NotesTests", kind: .test, path: "Tests/NotesTests", dependsOn: ["Notes", "SharedAPI"]),
        ])
        let checker = ArchitectureChecker(rules: rules, package: package, manifest: ManifestLocator(text: ""))
        let clean = checker.check(scans: [:]).filter { $0.severity == .error }
        #expect(clean.isEmpty, "\(clean.map(\.message))")
        for target in package.targets {
            #expect(checker.rules.rule(for: target) != nil, "\(target.name) is covered by no rule")
        }
        let contract = try #require(rules.contracts?.first { $0.name == "features-stay-apart" })
        let notes = try #require(contract.groups(in: package, rules: checker.rules).first { $0.name == "Notes" })
        #expect(notes.members == ["Notes", "NotesComposition", "NotesWeb", "notes"])

        func contracts(_ target: String, _ source: String) -> [String] {
            checker.check(scans: Fixtures.scan(target, source)).filter { $0.code == .independenceViolation }
                .compactMap(\.rule).sorted()
        }
        #expect(contracts("Notes", "import Photos\n") == ["features-independent", "features-stay-apart"])
        #expect(contracts("Photos", "import Notes\n") == ["features-independent", "features-stay-apart"])
        #expect(contracts("NotesWeb", "import PhotosComposition\n") == ["features-stay-apart"])
        #expect(contracts("photos", "import NotesComposition\n") == ["features-stay-apart"])
    }
}
