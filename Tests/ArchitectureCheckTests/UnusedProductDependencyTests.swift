import ArchitectureCheckCore
import Foundation
import Testing

@Suite("Unused product dependencies")
struct UnusedProductDependencyTests {
    /// The unused-dependency warnings of target `App`, which declares `product` (made of `modules`) and
    /// holds `source`.
    private func unused(product: String, modules: [String], reachable: [String]? = nil, source: String)
        -> [Diagnostic]
    {
        var app = Fixtures.target("App")
        app.dependencies = [
            PackageDependency(
                kind: .product, name: product, package: "other", modules: modules, reachableModules: reachable)
        ]
        let checker = ArchitectureChecker(
            rules: .zeroConfiguration, package: Fixtures.package([app]), manifest: ManifestLocator(text: ""))
        return checker.check(scans: Fixtures.scan("App", source)).filter { $0.code == .unusedDependency }
    }

    @Test("a product whose target re-exports a module named as the product is used by importing that module")
    func productNamedAfterItsReexportedModule() {
        // swift-service-context: the product `ServiceContextModule` is the target
        // `ServiceContextModuleCompatibility`, whose one file is `@_exported import ServiceContextModule`.
        let source = "import ServiceContextModule\n"
        #expect(
            unused(product: "ServiceContextModule", modules: ["ServiceContextModuleCompatibility"], source: source)
                .isEmpty)
    }

    @Test("an umbrella product is used by an import of a module its target depends on in its package")
    func umbrellaProduct() {
        // sql-kit: `import struct OrderedCollections.OrderedDictionary` with only the product
        // `Collections` declared, whose one target depends on `OrderedCollections`; without the
        // product, the compiler finds no module 'OrderedCollections'.
        let source = "import struct OrderedCollections.OrderedDictionary\n"
        #expect(
            unused(product: "Collections", modules: ["Collections"], reachable: ["OrderedCollections"], source: source)
                .isEmpty)
        #expect(
            unused(product: "Collections", modules: ["Collections"], reachable: ["DequeModule"], source: source).count
                == 1)
    }

    @Test("a product's reachable modules are its targets' dependencies in its package, from SwiftPM's memberships")
    func reachableModulesFromTheDescription() throws {
        let description = """
            {"name": "swift-collections", "products": [
              {"name": "Collections", "targets": ["Collections"], "type": {"library": ["automatic"]}},
              {"name": "DequeModule", "targets": ["DequeModule"], "type": {"library": ["automatic"]}}],
             "targets": [
              {"name": "Collections", "c99name": "Collections", "module_type": "SwiftTarget",
               "product_memberships": ["Collections"]},
              {"name": "OrderedCollections", "c99name": "OrderedCollections", "module_type": "SwiftTarget",
               "product_memberships": ["Collections"]},
              {"name": "DequeModule", "c99name": "DequeModule", "module_type": "SwiftTarget",
               "product_memberships": ["Collections", "DequeModule"]},
              {"name": "CShim", "c99name": "CShim", "module_type": "SystemLibraryTarget",
               "product_memberships": ["Collections"]}]}
            """
        let products = try DependencyProductReader.products(
            fromDescription: Data(description.utf8), package: "swift-collections")
        #expect(products.map(\.name) == ["Collections", "DequeModule"])
        #expect(products.map(\.modules) == [["Collections"], ["DequeModule"]])
        #expect(products.map(\.reachableModules) == [["DequeModule", "OrderedCollections"], []])
    }

    @Test("a product none of whose modules, nor its name, a file imports is unused")
    func unusedProduct() {
        let found = unused(product: "ServiceContextModule", modules: ["ServiceContextModuleCompatibility"], source: "")
        #expect(found.count == 1 && found.first?.target == "App")
    }
}

@Suite("Unused macro dependencies")
struct UnusedMacroDependencyTests {
    @Test("a dependency on a macro target, named only in #externalMacro, is not unused")
    func macroTarget() {
        // `swift package init --type macro`: the library declares the macro target and names it in
        // `#externalMacro(module:type:)`; no file imports it.
        let macros = Fixtures.target("StringifyMacros", kind: .macro, path: "Sources/StringifyMacros")
        let library = Fixtures.target("Stringify", dependsOn: ["StringifyMacros"])
        let source = """
            @freestanding(expression)
            public macro stringify<T>(_ value: T) -> (T, String) =
                #externalMacro(module: "StringifyMacros", type: "StringifyMacro")
            """
        let checker = ArchitectureChecker(
            rules: .zeroConfiguration, package: Fixtures.package([macros, library]),
            manifest: ManifestLocator(text: ""))
        #expect(
            checker.check(scans: Fixtures.scan("Stringify", source)).filter { $0.code == .unusedDependency }.isEmpty)
    }
}
