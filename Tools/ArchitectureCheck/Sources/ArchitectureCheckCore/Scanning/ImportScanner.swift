import Foundation

/// Finds the import declarations of Swift source files without parsing them: a byte-level lexer
/// skips comments and string literals and counts imports in every `#if` branch.
public enum ImportScanner {
    /// Scans Swift source text.
    public static func scan(source: String, path: String = "<memory>") -> SourceFileScan {
        var source = source
        return source.withUTF8 { scan(bytes: $0, path: path) }
    }

    /// Scans the UTF-8 bytes of a Swift source file.
    public static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String) -> SourceFileScan {
        var lexer = ImportLexer(bytes: bytes)
        lexer.run()
        return SourceFileScan(path: path, imports: lexer.imports, suppressions: lexer.suppressions)
    }

    /// Reads and scans one file.
    /// - Throws: `ArchitectureCheckError.unreadableFile` when the file cannot be read.
    public static func scan(fileAt path: String) throws -> SourceFileScan {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArchitectureCheckError.unreadableFile(path)
        }
        return data.withUnsafeBytes { raw in
            scan(bytes: raw.bindMemory(to: UInt8.self), path: path)
        }
    }

    /// Reads and scans many files, spread over the machine's cores; the result keeps the order of
    /// `paths`.
    public static func scan(filesAt paths: [String]) async throws -> [SourceFileScan] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, paths.count / 16))
        guard workers > 1 else { return try paths.map { try scan(fileAt: $0) } }
        let chunkSize = (paths.count + workers - 1) / workers
        return try await withThrowingTaskGroup(of: (Int, [SourceFileScan]).self) { group in
            for (chunkIndex, start) in stride(from: 0, to: paths.count, by: chunkSize).enumerated() {
                let chunk = Array(paths[start..<min(start + chunkSize, paths.count)])
                group.addTask { (chunkIndex, try chunk.map { try scan(fileAt: $0) }) }
            }
            var chunks = [[SourceFileScan]](repeating: [], count: workers)
            for try await (chunkIndex, scans) in group { chunks[chunkIndex] = scans }
            return chunks.flatMap { $0 }
        }
    }
}
