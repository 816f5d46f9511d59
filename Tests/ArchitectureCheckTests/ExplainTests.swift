import ArchitectureCheckCore
import Testing

@Suite("explain")
struct ExplainTests {
    private let rulesJSON = """
        {
          "version": 1,
          "moduleSets": { "standard": ["Foundation", "Swift"], "platformish": ["@standard", "Glibc"] },
          "rules": [
            { "name": "core", "targets": ["Core"], "mayImport": ["@standard"] },
            { "name": "api", "description": "the API layer", "targets": ["API"], "mayImport": ["@platformish", "Core", "Cache"] },
            { "name": "apps", "paths": ["Apps/*"], "kinds": ["executable"], "mayImport": ["*"] },
            { "name": "tests", "kinds": ["test"], "targets": ["*Tests"], "mayImport": ["*"], "mayTestableImport": ["$subject"] }
          ],
          "forbidden": [
            { "name": "apart", "description": "API and Cache stay apart", "from": ["API"], "imports": ["Cache"] },
            { "name": "no-networking", "description": "apps go through Infrastructure", "from": ["feed-app"], "imports": ["FoundationNetworking"] }
          ]
        }
        """

    private func checker() throws -> ArchitectureChecker {
        let package = Fixtures.package([
            Fixtures.target("Core"),
            Fixtures.target("API", dependsOn: ["Core"]),
            Fixtures.target("Cache", dependsOn: ["Core"]),
            Fixtures.target("Lonely"),
            Fixtures.target("feed-app", kind: .executable, path: "Apps/feed-app", dependsOn: ["API"]),
            Fixtures.target("APITests", kind: .test, path: "Tests/APITests", dependsOn: ["API", "Core"]),
        ])
        return ArchitectureChecker(rules: try Fixtures.rules(rulesJSON), package: package)
    }

    @Test("a test target's rule says whether @testable import of the module is allowed")
    func testableImport() throws {
        let subject = try checker().explain(from: "APITests", importing: "API")
        let other = try checker().explain(from: "APITests", importing: "Core")

        #expect(subject.testableAllowed && !other.testableAllowed)
        #expect(subject.render().contains("  mayTestableImport: '@testable import API' is allowed too\n"))
        #expect(
            other.render().contains(
                "  mayTestableImport: '@testable import Core' is not allowed (the rule allows it of $subject)\n"))
    }

    @Test("allowed directly: the mayImport entry names the module, the manifest declares it")
    func allowedDirectly() throws {
        let explanation = try checker().explain(from: "API", importing: "Core")
        #expect(explanation.isAllowed)
        #expect(explanation.rule?.name == "api" && explanation.allowingEntry == "Core")
        #expect(explanation.allowingMember == nil && explanation.forbiddenBy.isEmpty && explanation.declared)
        #expect(explanation.path == ["API", "Core"])
        #expect(
            explanation.render() == """
                'API' importing 'Core': allowed
                  rule: 'api' covers 'API' (the API layer)
                  mayImport: entry 'Core' allows 'Core'
                  forbidden: no forbidden rule forbids it
                  manifest: 'API' declares a dependency on 'Core'

                """)
    }

    @Test("allowed through a @set, nested sets too: names the entry and the member")
    func allowedViaSet() throws {
        let explanation = try checker().explain(from: "API", importing: "Foundation")
        #expect(explanation.isAllowed)
        #expect(explanation.allowingEntry == "@platformish" && explanation.allowingMember == "Foundation")
        #expect(!explanation.declared && explanation.path == nil)
        let text = explanation.render()
        #expect(text.contains("mayImport: entry '@platformish' allows 'Foundation', through its member 'Foundation'"))
        #expect(text.contains("declares no dependency that provides 'Foundation'"))
    }

    @Test("not allowed: no mayImport entry lists the module")
    func notAllowed() throws {
        let explanation = try checker().explain(from: "Core", importing: "API")
        #expect(!explanation.isAllowed && explanation.allowingEntry == nil && explanation.forbiddenBy.isEmpty)
        let text = explanation.render()
        #expect(text.hasPrefix("'Core' importing 'API': not allowed\n"))
        #expect(text.contains("mayImport: nothing allows 'API' (the rule allows only @standard)"))
        #expect(
            text.contains(
                "'Core' does not declare a dependency on 'API' (an import of it is an undeclared-dependency error)"))
        #expect(text.contains("path: 'Core' does not reach 'API' through declared dependencies"))
    }

    @Test("forbidden by a forbidden rule even though mayImport allows it")
    func forbidden() throws {
        let explanation = try checker().explain(from: "API", importing: "Cache")
        #expect(!explanation.isAllowed)
        #expect(explanation.allowingEntry == "Cache")
        #expect(explanation.forbiddenBy.map(\.name) == ["apart"])
        #expect(explanation.render().contains("forbidden: rule 'apart' forbids it (API and Cache stay apart)"))
        let app = try checker().explain(from: "feed_app", importing: "FoundationNetworking")
        #expect(!app.isAllowed && app.target == "feed-app" && app.allowingEntry == "*")
        #expect(app.forbiddenBy.map(\.name) == ["no-networking"])
    }

    @Test("a path through another target: the shortest path of declared dependencies")
    func pathThroughAnotherTarget() throws {
        let explanation = try checker().explain(from: "feed-app", importing: "Core")
        #expect(explanation.isAllowed && !explanation.declared)
        #expect(explanation.path == ["feed-app", "API", "Core"])
        #expect(explanation.render().contains("path: feed-app -> API -> Core (through declared dependencies)"))
    }

    @Test("a target no rule covers: nothing is allowed")
    func uncovered() throws {
        let explanation = try checker().explain(from: "Lonely", importing: "Foundation")
        #expect(!explanation.isAllowed && explanation.rule == nil)
        #expect(explanation.render().contains("rule: no rule covers 'Lonely': the rules deny by default"))
    }

    @Test("an unknown module is a usage error naming the closest known names")
    func unknownModule() throws {
        #expect(
            throws: ArchitectureCheckError.usage(
                "no module named 'Caceh': neither a target of the package, a module its targets depend on, a "
                    + "toolchain module, nor a module the rules name; did you mean 'Cache'?")
        ) {
            try checker().explain(from: "API", importing: "Caceh")
        }
        #expect(
            throws: ArchitectureCheckError.usage(
                "no module named 'Zzzzzzzzzz': neither a target of the package, a module its targets depend on, a "
                    + "toolchain module, nor a module the rules name")
        ) {
            try checker().explain(from: "API", importing: "Zzzzzzzzzz")
        }
    }

    @Test(
        "a module of the package, of the toolchain, of a dependency or that the rules name is explained",
        arguments: [
            "Cache", "Lonely", "feed-app", "feed_app", "Foundation", "Glibc", "FoundationNetworking", "Dispatch",
        ]
    )
    func knownModules(module: String) throws {
        let explanation = try checker().explain(from: "API", importing: module)

        #expect(explanation.target == "API")
        #expect(explanation.module == PackageTarget.c99Name(module), "a target name is explained as its module")
    }

    @Test("a module a rule's pattern matches is explained; a pattern of wildcards alone matches nothing")
    func modulesMatchingAPattern() throws {
        let rules = try Fixtures.rules(
            #"{ "version": 1, "rules": [ { "name": "all", "targets": ["*"], "mayImport": ["*", "Hummingbird*"] } ] }"#
        )
        let checker = ArchitectureChecker(rules: rules, package: Fixtures.package([Fixtures.target("Core")]))

        #expect(try checker.explain(from: "Core", importing: "HummingbirdCore").isAllowed)
        #expect(throws: ArchitectureCheckError.self) { try checker.explain(from: "Core", importing: "Humingbird") }
    }

    @Test("an unknown target is a usage error")
    func unknownTarget() throws {
        #expect(throws: ArchitectureCheckError.usage("the package has no target named 'Nope'")) {
            try checker().explain(from: "Nope", importing: "Core")
        }
    }
}
