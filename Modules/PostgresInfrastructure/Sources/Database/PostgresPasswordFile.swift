import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A libpq password file (`~/.pgpass`, or the file `PGPASSFILE` names): one
/// `host:port:database:username:password` a line, where each of the first four fields may be `*`
/// (anything), `\:` is a colon and `\\` a backslash; lines starting with `#` are comments. The first
/// line that matches gives the password.
///
/// As libpq does, a file that is not a regular file, or that its group or other users may read, write
/// or run (any of the mode bits 077), is ignored: `chmod 600` it.
struct PostgresPasswordFile: Sendable {
    /// One line: the four patterns (`nil` for `*`) and the password.
    struct Entry: Equatable, Sendable {
        let host: String?
        let port: String?
        let database: String?
        let username: String?
        let password: String
    }

    let entries: [Entry]

    /// Reads the lines of `contents`; a line with fewer than five fields is skipped, as libpq does.
    init(contents: String) {
        entries = contents.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .compactMap { Self.entry(String($0)) }
    }

    /// The password of the first line matching these, `nil` when none does (or its password is empty).
    func password(host: String, port: Int, database: String, username: String) -> String? {
        let portText = String(port)
        let entry = entries.first { entry in
            Self.matches(entry.host, host) && Self.matches(entry.port, portText)
                && Self.matches(entry.database, database) && Self.matches(entry.username, username)
        }
        guard let password = entry?.password, !password.isEmpty else { return nil }
        return password
    }

    /// The file `PGPASSFILE` names, else `.pgpass` in `HOME` (else the user's home folder).
    static func path(environment: [String: String]) -> String {
        if let path = environment["PGPASSFILE"], !path.isEmpty { return path }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".pgpass")
    }

    /// The file at `path`; `nil` when it does not exist, cannot be read, is not a regular file, or is
    /// open to its group or other users.
    static func load(path: String) -> PostgresPasswordFile? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard status.st_mode & 0o170_000 == 0o100_000, status.st_mode & 0o077 == 0 else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return PostgresPasswordFile(contents: String(decoding: data, as: UTF8.self))
    }

    private static func matches(_ pattern: String?, _ value: String) -> Bool {
        pattern.map { $0 == value } ?? true
    }

    /// One line as libpq reads it: four fields ending in an unescaped `:`, each `*` (unescaped, alone)
    /// or text; then the password, up to the next unescaped `:` or the end of the line.
    private static func entry(_ line: String) -> Entry? {
        if line.hasPrefix("#") { return nil }
        var patterns: [String?] = []
        var field = ""
        var escaped = false
        var characters = line.makeIterator()
        while patterns.count < 4, let character = characters.next() {
            if character == "\\", let next = characters.next() {
                field.append(next)
                escaped = true
            } else if character == ":" {
                patterns.append(field == "*" && !escaped ? nil : field)
                field = ""
                escaped = false
            } else {
                field.append(character)
            }
        }
        guard patterns.count == 4 else { return nil }
        var password = ""
        while let character = characters.next(), character != ":" {
            password.append(character == "\\" ? characters.next() ?? character : character)
        }
        return Entry(
            host: patterns[0], port: patterns[1], database: patterns[2], username: patterns[3], password: password)
    }
}
