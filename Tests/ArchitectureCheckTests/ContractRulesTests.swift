import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Rules file: contracts")
struct ContractRulesTests {
    private func reason(contracts: String, moduleSets: String = "{}") -> String? {
        let json = """
            {
              "version": 1,
              "moduleSets": \(moduleSets),
              "rules": [{ "name": "all", "targets": ["*"], "mayImport": ["*"] }],
              "contracts": \(contracts)
            }
            """
        return Fixtures.rulesRejection(json)
    }

    @Test("the three kinds decode, with their keys")
    func decodes() throws {
        let rules = try Fixtures.rules(
            """
            {
              "version": 1,
              "moduleSets": { "features": ["Feed*", "Photos"] },
              "rules": [{ "name": "all", "targets": ["*"], "mayImport": ["*"] }],
              "contracts": [
                { "name": "layered", "description": "apps on top", "kind": "layers",
                  "layers": [["App*"], ["@features"], ["Core", "Foundation"]], "allowSameLayer": true },
                { "name": "features-apart", "kind": "independence", "modules": ["@features"] },
                { "name": "no-cycles", "kind": "acyclic", "modules": ["*"] }
              ]
            }
            """)
        let contracts = try #require(rules.contracts)
        #expect(contracts.map(\.kind) == [.layers, .independence, .acyclic])
        #expect(contracts[0].layers == [["App*"], ["@features"], ["Core", "Foundation"]])
        #expect(contracts[0].allowSameLayer == true && contracts[0].description == "apps on top")
        #expect(contracts[1].modules == ["@features"] && contracts[1].layers == nil)
        #expect(try Fixtures.rules(Fixtures.layeredRules).contracts == nil)
    }

    @Test("a bad contract is an invalid rules file that says what is wrong and where")
    func badContracts() {
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "tiers", "modules": ["A"]}]"#)?
                .contains("contracts[0] has unknown kind 'tiers' (known: layers, independence, acyclic)") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "modules": ["A"]}]"#)?.contains("missing key 'kind' in contracts[0]")
                == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "modules": ["A"]}]"#)?
                .contains(
                    "unknown key 'modules' in contracts[0] (kind layers) (allowed: allowSameLayer, description, kind, layers, name)"
                )
                == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "acyclic", "modules": ["A"], "allowSameLayer": true}]"#)?
                .contains("unknown key 'allowSameLayer' in contracts[0] (kind acyclic)") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": [["A"], []]}]"#)?
                .contains("layers contract 'c' has an empty layer: layers[1]") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": []}]"#)?.contains("has no layers") == true)
        #expect(reason(contracts: #"[{"name": "c", "kind": "layers"}]"#)?.contains("needs 'layers'") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": [["A", "B"], ["B"]]}]"#)?
                .contains("puts 'B' in two layers: layers[0] and layers[1]") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": [["A"], ["@nope"]]}]"#)?
                .contains("contract 'c' layers[1] refers to unknown module set '@nope'") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": [["A"]], "allowSameLayer": "yes"}]"#)?
                .contains("contracts[0].allowSameLayer should be true or false") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "layers", "layers": ["A", "B"]}]"#)?
                .contains("contracts[0].layers[0] should be an array") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "independence", "modules": []}]"#)?
                .contains("independence contract 'c' has an empty 'modules' list") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "acyclic"}]"#)?.contains("acyclic contract 'c' needs 'modules'")
                == true)
        #expect(
            reason(
                contracts: #"[{"name": "c", "kind": "independence", "modules": ["@x"]}]"#, moduleSets: #"{"y": []}"#)?
                .contains("refers to unknown module set '@x' (known: @y)") == true)
        #expect(
            reason(contracts: #"[{"name": "c", "kind": "acyclic", "modules": ["$subject"]}]"#)?
                .contains("only mayImport and mayTestableImport") == true)
        #expect(
            reason(contracts: #"[{"name": "all", "kind": "acyclic", "modules": ["A"]}]"#)?
                .contains("two rules are named 'all'") == true)
        #expect(
            reason(contracts: #"[{"name": "", "kind": "acyclic", "modules": ["A"]}]"#)?.contains(
                "a contract has an empty name") == true)
        #expect(reason(contracts: #"[{"name": "c", "kind": "acyclic", "modules": ["A"]}]"#) == nil)
    }
}
