extension AppExecutable {
    /// The layout of `arguments`' help (`--help` by default) at `columns` (`COLUMNS`), beside the same
    /// help at ``HelpLayout/unwrappedColumns``.
    public func helpLayout(_ arguments: [String] = ["--help"], columns: Int = 80) async throws -> HelpLayout {
        let narrow = try await run(arguments, environment: ["COLUMNS": String(columns)])
        let wide = try await run(arguments, environment: ["COLUMNS": String(HelpLayout.unwrappedColumns)])
        return HelpLayout(columns: columns, narrow: narrow.text, wide: wide.text)
    }
}
