import ArchitectureCheckCore
import Testing

/// `compiler(…)` and `swift(…)` are judged against the toolchain that built the check, which is the
/// one that builds the package: a version far above or below it is known, not "unknown".
@Suite("Conditions: compiler(…) and swift(…)")
struct CompilerConditionTests {
    @Test("compiler(…) is true or false against the running toolchain; only its own minor version is unknown")
    func compilerVersions() {
        let configuration = BuildConfiguration()
        let cases: [(String, ConditionValue)] = [
            ("compiler(>=99.0)", .false), ("compiler(<99.0)", .true), ("compiler(>=5.9)", .true),
            ("compiler(<5.9)", .false), ("compiler(>=6.0)", .true), ("!compiler(>=99)", .true),
            ("compiler(>=6.0) && os(\(BuildConfiguration.runningOS))", .true), ("compiler(~>6.0)", .unknown),
        ]
        for (text, value) in cases {
            #expect(configuration.isActive([ConditionalBranch(condition: text)]) == value, "\(text)")
        }
    }

    @Test("swift(…) is false above the compiler and true at language mode 4; between, it depends on the mode")
    func languageVersions() {
        let configuration = BuildConfiguration()
        let cases: [(String, ConditionValue)] = [
            ("swift(>=99.0)", .false), ("swift(<99.0)", .true), ("swift(>=4.0)", .true), ("swift(>=3)", .true),
            ("swift(>=5.9)", .unknown), ("swift(<5)", .unknown),
        ]
        for (text, value) in cases {
            #expect(configuration.isActive([ConditionalBranch(condition: text)]) == value, "\(text)")
        }
    }

    @Test("an import under compiler(>=99.0) is no finding for undeclared dependencies; its #else is")
    func importUnderAFutureCompiler() {
        let feature = Fixtures.target("Feature", dependsOn: ["Core"])
        let package = Fixtures.package([Fixtures.target("Core"), Fixtures.target("Helper"), feature])
        let source = "import Core\n#if compiler(>=99.0)\nimport Helper\n#endif\n"
        let checker = ArchitectureChecker(
            rules: .zeroConfiguration, package: package, manifest: ManifestLocator(text: ""))
        #expect(
            checker.check(scans: Fixtures.scan("Feature", source)).filter { $0.code == .undeclaredDependency }.isEmpty)
        let elseSource = "import Core\n#if compiler(>=99.0)\n#else\nimport Helper\n#endif\n"
        #expect(
            checker.check(scans: Fixtures.scan("Feature", elseSource)).filter { $0.code == .undeclaredDependency }
                .map(\.module) == ["Helper"])
    }
}
