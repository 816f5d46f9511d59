import ArchitectureCheckCore

/// The import lexer's properties beyond "never traps": it scans the fuzzer's own buffer (so the address
/// sanitizer sees a read past its end), its locations and paths are well formed, and for valid UTF-8 it
/// finds the same imports in the bytes as in the `String` of those bytes.
enum LexerOracle {
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let scan = ImportScanner.scan(bytes: bytes, path: "fuzz.swift")
        let lineBound = bytes.count + 1
        for declaration in scan.imports {
            let location = declaration.location
            precondition(!declaration.path.isEmpty, "an import without a path: \(declaration)")
            precondition((1...lineBound).contains(location.line), "line out of range: \(declaration)")
            precondition((1...lineBound).contains(location.column), "column out of range: \(declaration)")
        }
        for suppression in scan.suppressions {
            precondition((1...lineBound).contains(suppression.location.line), "line out of range: \(suppression)")
        }
        if let source = String(validating: bytes, as: UTF8.self) {
            let fromString = ImportScanner.scan(source: source, path: "fuzz.swift")
            precondition(fromString == scan, "the bytes and their String scan differently")
        }
    }
}
