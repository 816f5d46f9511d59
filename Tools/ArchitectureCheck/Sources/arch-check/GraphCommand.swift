import ArchitectureCheckCore
import Foundation

/// `arch-check graph`: prints the module graph, or keeps a Markdown file's diagram up to date.
enum GraphCommand {
    static func run(_ raw: [String]) async throws -> Int32 {
        let arguments = try ArgumentList(
            raw,
            options: PackageInput.options.union(["--format", "--output", "--update", "--exclude"]),
            flags: PackageInput.flags.union(["--help", "--check", "--include-tests", "--no-external"])
        )
        if arguments.has("--help") {
            Output.standard(Usage.graph + "\n")
            return 0
        }
        let format = arguments.value("--format") ?? "mermaid"
        guard format == "mermaid" || format == "dot" else {
            throw ArchitectureCheckError.usage("unknown graph format '\(format)'; use mermaid or dot")
        }
        if arguments.has("--check"), arguments.value("--update") == nil {
            throw ArchitectureCheckError.usage("--check needs --update <file>")
        }
        let input = try PackageInput(arguments)
        let result = try await CheckRunner.run(package: input.package, rules: input.rules)
        let graph = ModuleGraph(
            package: input.package,
            rules: input.rules,
            diagnostics: result.diagnostics,
            excludedKinds: arguments.has("--include-tests") ? [.plugin] : [.test, .plugin],
            excludedTargets: (input.rules.graphExclude ?? []) + arguments.all("--exclude"),
            includeExternal: !arguments.has("--no-external")
        )
        if let markdownPath = arguments.value("--update") {
            return try update(markdownPath, with: graph, checkOnly: arguments.has("--check"))
        }
        let text = format == "dot" ? graph.dot() : graph.mermaid()
        if let output = arguments.value("--output") {
            try Output.write(text, to: output)
        } else {
            Output.standard(text)
        }
        return 0
    }

    private static func update(_ path: String, with graph: ModuleGraph, checkOnly: Bool) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArchitectureCheckError.usage("cannot read '\(path)'")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let updated = MarkdownBlock.replace(in: text, with: MarkdownBlock.mermaidBlock(graph.mermaid())) else {
            throw ArchitectureCheckError.usage(
                "'\(path)' has no '\(MarkdownBlock.beginMarker)' ... '\(MarkdownBlock.endMarker)' block to rewrite"
            )
        }
        if updated == text {
            Output.standard("arch-check: the module graph in \(path) is up to date\n")
            return 0
        }
        if checkOnly {
            Output.error(
                "arch-check: error: the module graph in \(path) is stale; run 'swift run arch-check graph --update \(path)' and commit the result\n"
            )
            return 1
        }
        try Output.write(updated, to: path)
        Output.standard("arch-check: updated the module graph in \(path)\n")
        return 0
    }
}
