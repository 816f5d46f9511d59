import ArchitectureCheckCore
import Testing

@Suite("JUnit reporter")
struct JUnitReporterTests {
    private let result = CheckResult(
        packageDirectory: "/package",
        diagnostics: [
            Diagnostic(
                severity: .error,
                code: .forbiddenImport,
                message: "'API' must not import 'Cache': rule 'api' allows only Core",
                rule: "api",
                target: "API",
                module: "Cache",
                file: "/package/Modules/API/API.swift",
                location: SourceLocation(line: 3, column: 8)
            ),
            Diagnostic(
                severity: .warning,
                code: .unusedDependency,
                message: "'API' declares 'Core' but no file imports it",
                target: "API",
                module: "Core",
                file: "/package/Package.swift",
                location: SourceLocation(line: 12, column: 5)
            ),
            Diagnostic(severity: .error, code: .cycle, message: "cycle: X -> Y -> X"),
        ],
        targetCount: 2,
        fileCount: 5,
        importCount: 9,
        targetNames: ["API", "Core"]
    )

    @Test("golden output: a suite per target, failures, skipped warnings, a passing clean target")
    func golden() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="arch-check" tests="4" failures="2" errors="0" skipped="1">
              <testsuite name="API" tests="2" failures="1" errors="0" skipped="1">
                <testcase name="forbidden-import Cache (Modules/API/API.swift:3:8)" classname="API" file="Modules/API/API.swift" line="3">
                  <failure message="&apos;API&apos; must not import &apos;Cache&apos;: rule &apos;api&apos; allows only Core" type="forbidden-import">Modules/API/API.swift:3:8: 'API' must not import 'Cache': rule 'api' allows only Core [forbidden-import]
            rule: api</failure>
                </testcase>
                <testcase name="unused-dependency Core (Package.swift:12:5)" classname="API" file="Package.swift" line="12">
                  <skipped message="warning: &apos;API&apos; declares &apos;Core&apos; but no file imports it [unused-dependency]"/>
                </testcase>
              </testsuite>
              <testsuite name="Core" tests="1" failures="0" errors="0" skipped="0">
                <testcase name="architecture" classname="Core"/>
              </testsuite>
              <testsuite name="(package)" tests="1" failures="1" errors="0" skipped="0">
                <testcase name="cycle" classname="(package)">
                  <failure message="cycle: X -&gt; Y -&gt; X" type="cycle">cycle: X -&gt; Y -&gt; X [cycle]</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """
        #expect(ReportFormat.junit.render(result) == expected)
    }

    @Test("a clean run: one passing test case per target")
    func clean() {
        let clean = CheckResult(
            packageDirectory: "/package", diagnostics: [], targetCount: 2, fileCount: 2, importCount: 3,
            targetNames: ["Core", "feed-web"])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="arch-check" tests="2" failures="0" errors="0" skipped="0">
              <testsuite name="Core" tests="1" failures="0" errors="0" skipped="0">
                <testcase name="architecture" classname="Core"/>
              </testsuite>
              <testsuite name="feed-web" tests="1" failures="0" errors="0" skipped="0">
                <testcase name="architecture" classname="feed-web"/>
              </testsuite>
            </testsuites>

            """
        #expect(ReportFormat.junit.render(clean) == expected)
        #expect(!ReportFormat.junit.render(clean).contains("<failure"))
    }

    @Test("escapes <, &, quotes, line breaks and control characters; keeps non-ASCII")
    func escaping() {
        #expect(JUnitReporter.attribute(#"a<b & "c" 'd' > é"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt; é")
        #expect(JUnitReporter.attribute("line\nnext\ttab\r") == "line&#10;next&#9;tab&#13;")
        #expect(JUnitReporter.text("a<b & \"c\" 'd'\nü") == "a&lt;b &amp; \"c\" 'd'\nü")
        #expect(JUnitReporter.text("nul\u{0}bell\u{7}") == "nul\u{FFFD}bell\u{FFFD}")
        let odd = CheckResult(
            packageDirectory: "/package",
            diagnostics: [
                Diagnostic(
                    severity: .error,
                    code: .forbiddenImport,
                    message: #"'Ünï<&>' must not import "Çache" & 'x' <y>"#,
                    target: "Ünï<&>\"'",
                    module: "Çache&",
                    file: "/package/Mödules/a&b <\"c\">'d'.swift",
                    location: SourceLocation(line: 1, column: 8)
                )
            ],
            targetCount: 1, fileCount: 1, importCount: 1, targetNames: ["Ünï<&>\"'"])
        let xml = ReportFormat.junit.render(odd)
        #expect(xml.contains(#"<testsuite name="Ünï&lt;&amp;&gt;&quot;&apos;" tests="1" failures="1""#))
        #expect(xml.contains(#"file="Mödules/a&amp;b &lt;&quot;c&quot;&gt;&apos;d&apos;.swift" line="1""#))
        #expect(
            xml.contains(
                #"<failure message="&apos;Ünï&lt;&amp;&gt;&apos; must not import &quot;Çache&quot; &amp; &apos;x&apos; &lt;y&gt;" type="forbidden-import">"#
            ))
        #expect(
            xml.contains(
                #"Mödules/a&amp;b &lt;"c"&gt;'d'.swift:1:8: 'Ünï&lt;&amp;&gt;' must not import "Çache" &amp; 'x' &lt;y&gt;"#
            ))
        // No raw markup character survives outside the markup itself.
        let withoutMarkup = xml.split(separator: "\n").map { line in
            line.replacing(/<\/?[a-z?][^<>]*>/, with: "")
        }
        #expect(withoutMarkup.allSatisfy { !$0.contains("<") && !$0.contains(">") })
    }
}
