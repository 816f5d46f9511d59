import Foundation

/// One mapping of the process's address space as `/proc/<pid>/smaps` lists it: where it is, how it may
/// be used, the file it maps (if any) and how much of it is the process's own copy.
package struct ProcessMapping: Equatable, Sendable {
    /// Its addresses.
    package let range: Range<UInt>
    /// `r`, `w`, `x` and `p` (private) or `s` (shared), `-` for each one it lacks, e.g. `r-xp`.
    package let permissions: String
    /// The file it maps, an absolute path; `nil` for anonymous memory, the heap, stacks and the
    /// kernel's own mappings (`[vdso]`).
    package let path: String?
    /// How much of it in memory the process wrote or was given as anonymous memory: pages no longer
    /// the file's (`Anonymous:`).
    package let anonymousKiB: Int
    /// How much of it is in swap (`Swap:`): in a file mapping, pages the process wrote, swapped out,
    /// which `anonymousKiB` no longer counts.
    package let swappedKiB: Int

    package init(range: Range<UInt>, permissions: String, path: String?, anonymousKiB: Int, swappedKiB: Int) {
        self.range = range
        self.permissions = permissions
        self.path = path
        self.anonymousKiB = anonymousKiB
        self.swappedKiB = swappedKiB
    }

    /// Whether every page of it is a page of its file as the file holds it: a private mapping of a
    /// file, readable and not writable, of which the process has no copy of its own, in memory or in
    /// swap (code, read-only data). Such a page can be dropped and read again from the file when next
    /// touched.
    package var holdsOnlyFilePages: Bool {
        path != nil && (permissions == "r-xp" || permissions == "r--p") && anonymousKiB == 0 && swappedKiB == 0
    }

    /// The mappings of an `smaps` text, in its order, each read from its header line and the
    /// `Anonymous:` and `Swap:` lines that follow it. A mapping whose header or either line is missing or
    /// not as the kernel writes it is left out: the text is the kernel's, and a mapping read wrong must
    /// not be taken for one that holds only file pages.
    package static func mappings(inSmaps text: String) -> [ProcessMapping] {
        var mappings: [ProcessMapping] = []
        var header: (range: Range<UInt>, permissions: String, path: String?)?
        var anonymousKiB: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let parsed = Self.header(line) {
                header = parsed
                anonymousKiB = nil
            } else if line.hasPrefix("Anonymous:") {
                anonymousKiB = header == nil ? nil : Self.kibibytes(line, named: "Anonymous:")
            } else if line.hasPrefix("Swap:") {
                if let current = header, let anonymous = anonymousKiB,
                    let swapped = Self.kibibytes(line, named: "Swap:")
                {
                    mappings.append(
                        ProcessMapping(
                            range: current.range, permissions: current.permissions, path: current.path,
                            anonymousKiB: anonymous, swappedKiB: swapped))
                }
                header = nil
                anonymousKiB = nil
            }
        }
        return mappings
    }

    /// This process's mappings, from `/proc/self/smaps`; `nil` where the system has none.
    package static func ownMappings() -> [ProcessMapping]? {
        // Read to its end: Foundation's `String(contentsOfFile:)` reads a file as long as its size, and
        // the kernel gives `/proc` files a size of 0 (it returned the first 4 KiB only).
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        guard let text = try? file.readToEnd() else { return nil }
        return mappings(inSmaps: String(decoding: text, as: UTF8.self))
    }

    /// `start-end perms offset dev inode [path]`, or `nil` when the line is not such a header.
    private static func header(_ line: Substring) -> (range: Range<UInt>, permissions: String, path: String?)? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count >= 5 else { return nil }
        let bounds = fields[0].split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
            start < end
        else { return nil }
        let permissions = String(fields[1])
        guard permissions.count == 4, permissions.allSatisfy({ "rwxps-".contains($0) }) else { return nil }
        var path: String?
        if fields.count == 6 {
            // The kernel pads before the path, never after it: a path's own trailing spaces are kept.
            let name = String(fields[5].drop(while: { $0 == " " }))
            if name.hasPrefix("/") && !name.hasSuffix(" (deleted)") { path = name }
        }
        return (start..<end, permissions, path)
    }

    /// The size a `<name> <n> kB` line gives, or `nil` when the line is not one (`Anonymous:x 0 kB` is not).
    private static func kibibytes(_ line: Substring, named name: String) -> Int? {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 3, fields[0] == name, fields[2] == "kB", let kiB = Int(fields[1]), kiB >= 0 else {
            return nil
        }
        return kiB
    }
}
