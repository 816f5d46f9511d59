import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Rules file")
struct RulesTests {
    private func reason(_ json: String) -> String? {
        Fixtures.rulesRejection(json)
    }

    @Test("explains what is wrong with a bad rules file")
    func badRules() {
        #expect(reason("{ not json")?.contains("not valid JSON") == true)
        #expect(reason("[]")?.contains("top level must be a JSON object") == true)
        #expect(reason(#"{"version": 1}"#)?.contains("missing key 'rules'") == true)
        #expect(reason(#"{"version": 2, "rules": []}"#)?.contains("unsupported version 2") == true)
        #expect(reason(#"{"version": 1, "rules": []}"#)?.contains("'rules' is empty") == true)
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "a", "targets": ["A"], "mayimport": []}]}"#)?
                .contains("unknown key 'mayimport' in rules[0]") == true
        )
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "a", "targets": ["A"], "mayImport": "Foundation"}]}"#)?
                .contains("rules[0].mayImport should be an array") == true
        )
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "a", "targets": ["A"], "mayImport": ["@nope"]}]}"#)?
                .contains("unknown module set '@nope'") == true
        )
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "a", "mayImport": []}]}"#)?.contains("covers no target") == true
        )
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "a", "targets": ["A"], "kinds": ["app"], "mayImport": []}]}"#)?
                .contains("unknown kind 'app'") == true
        )
        #expect(
            reason(
                #"{"version": 1, "moduleSets": {"a": ["@b"], "b": ["@a"]}, "rules": [{"name": "r", "targets": ["A"], "mayImport": ["@a"]}]}"#
            )?
            .contains("contains itself") == true
        )
        #expect(
            reason(#"{"version": 1, "rules": [{"name": "r", "targets": ["$subject"], "mayImport": []}]}"#)?
                .contains("only mayImport and mayTestableImport") == true
        )
        #expect(
            reason(
                #"{"version": 1, "rules": [{"name": "r", "targets": ["A"], "mayImport": []}, {"name": "r", "targets": ["B"], "mayImport": []}]}"#
            )?
            .contains("two rules are named 'r'") == true
        )
    }

    @Test("a missing rules file is a clear error")
    func missingFile() {
        #expect(
            throws: ArchitectureCheckError.invalidRules(
                path: "/nonexistent.json", reason: "the file does not exist or cannot be read")
        ) {
            try ArchitectureRules.load(from: "/nonexistent.json")
        }
    }

    @Test("a target follows the first rule that covers it, by name, glob, set, path and kind")
    func ruleSelection() throws {
        let rules = try Fixtures.rules(Fixtures.layeredRules)
        #expect(rules.rule(for: Fixtures.target("API"))?.name == "api")
        #expect(rules.rule(for: Fixtures.target("APITests", kind: .test))?.name == "tests")
        #expect(rules.rule(for: Fixtures.target("CLI", kind: .executable, path: "Apps/CLI/Sources"))?.name == "apps")
        #expect(rules.rule(for: Fixtures.target("CLI", kind: .library, path: "Apps/CLI/Sources")) == nil)
        #expect(rules.rule(for: Fixtures.target("Unknown")) == nil)
    }

    @Test("module patterns expand sets, globs and placeholders")
    func patterns() throws {
        let rules = try Fixtures.rules(Fixtures.layeredRules)
        #expect(rules.matches(["@features"], "Cache"))
        #expect(!rules.matches(["@features"], "App"))
        #expect(rules.matches(["Hummingbird*"], "HummingbirdCore"))
        #expect(rules.matches(["$subject"], "API", context: PatternContext(subject: "API")))
        #expect(!rules.matches(["$subject"], "Cache", context: PatternContext(subject: "API")))
        #expect(
            rules.matches(
                ["$subjectDependencies"], "Core", context: PatternContext(subject: "API", subjectDependencies: ["Core"])
            ))
        #expect(Glob.matches("Apps/*", "Apps/FeedCLI/Sources/feed"))
        #expect(Glob.matches("*Tests", "FeedAPITests") && !Glob.matches("*Tests", "FeedAPITestSupport"))
        #expect(Glob.matches("a?c", "abc") && !Glob.matches("a?c", "ac"))
    }

    /// A 1 KB rules file of 36 sets, each naming the next twice: expanded naively that is 2^36 patterns,
    /// and the check hung on every build. Each set is expanded once, its members without repeats.
    @Test("a chain of sets that each name the next twice expands at once", .timeLimit(.minutes(1)))
    func doublingSetChain() throws {
        let count = 36
        let sets = (0..<count).map { index in
            index == count - 1
                ? #""s\#(index)": ["Foundation", "Dispatch"]"#
                : #""s\#(index)": ["@s\#(index + 1)", "@s\#(index + 1)"]"#
        }
        let json =
            #"{"version": 1, "moduleSets": {\#(sets.joined(separator: ", "))}, "rules": [{"name": "r", "targets": ["A"], "mayImport": ["@s0"]}]}"#
        let rules = try ArchitectureRules.decode(Data(json.utf8))
        #expect(try rules.expand(["@s0", "Swift", "@s7"]) == ["Foundation", "Dispatch", "Swift"])
        #expect(rules.matches(["@s0"], "Dispatch"))
        #expect(!rules.matches(["@s0"], "FoundationNetworking"))
    }

    @Test("the repository's own rules file is valid and covers every kind of target")
    func repositoryRules() throws {
        // The feature modules are a set by path (`path:Modules/*`): the rules know the targets' paths
        // once bound to the package.
        let rules = try ArchitectureRules.load(from: Fixtures.repositoryRoot + "/" + ArchitectureRules.defaultFileName)
            .bound(to: Fixtures.package([Fixtures.target("FeedAPI"), Fixtures.target("FeedPresentation")]))
        #expect(rules.rule(for: Fixtures.target("FeedAPI"))?.name == "feature-modules")
        #expect(rules.rule(for: Fixtures.target("FeedFeature"))?.name == "core-modules")
        #expect(rules.rule(for: Fixtures.target("FeedAPITests", kind: .test))?.name == "module-tests")
        #expect(
            rules.rule(for: Fixtures.target("FeedWeb", kind: .executable, path: "Apps/FeedWeb/Sources/feed-web"))?.name
                == "apps")
        #expect(
            rules.forbiddenRules(for: Fixtures.target("FeedPresentation")).map(\.name).contains(
                "feature-modules-stay-portable"))
    }
}
