import CommonTestSupport
import FeedWebApp
import Testing

/// Reading `/proc/<pid>/smaps`: which mappings hold only their file's pages, and text that is not as
/// the kernel writes it never taken for such a mapping.
@Suite struct ProcessMappingTests {
    static let smaps = """
        55a32bd6e000-55a32bd72000 r--p 00000000 fe:00 254145                     /usr/bin/feed web
        Size:                 16 kB
        Rss:                  16 kB
        Anonymous:             0 kB
        Swap:                  0 kB
        VmFlags: rd mr mw me sd
        55a32bd72000-55a32bd96000 r-xp 00004000 fe:00 254145                     /usr/bin/feed web
        Rss:                 144 kB
        Anonymous:             0 kB
        Swap:                  0 kB
        55a32bd96000-55a32bd98000 r--p 00028000 fe:00 254145                     /usr/bin/feed web
        Rss:                   8 kB
        Anonymous:             8 kB
        Swap:                  0 kB
        55a32bd98000-55a32bd99000 r--p 0002a000 fe:00 254145                     /usr/bin/feed web
        Rss:                   0 kB
        Anonymous:             0 kB
        Swap:                  4 kB
        55a32bd99000-55a32bd9a000 rw-p 0002b000 fe:00 254145                     /usr/bin/feed web
        Anonymous:             4 kB
        Swap:                  0 kB
        55a32c000000-55a32c021000 rw-p 00000000 00:00 0                          [heap]
        Anonymous:           132 kB
        Swap:                  0 kB
        7f0000000000-7f0000001000 r--p 00000000 fe:00 99                         /tmp/old (deleted)
        Anonymous:             0 kB
        Swap:                  0 kB
        7f0000001000-7f0000002000 r--s 00000000 fe:00 98                         /tmp/shared
        Anonymous:             0 kB
        Swap:                  0 kB
        7f0000002000-7f0000004000 rw-p 00000000 00:00 0
        Anonymous:             8 kB
        Swap:                  0 kB
        7ffd1e7c5000-7ffd1e7c7000 r-xp 00000000 00:00 0                          [vdso]
        Anonymous:             0 kB
        Swap:                  0 kB
        """

    @Test func theMappingsAreReadWithTheirFilesAndTheirOwnPages() {
        let mappings = ProcessMapping.mappings(inSmaps: Self.smaps)

        #expect(mappings.count == 10)
        #expect(
            mappings.first
                == ProcessMapping(
                    range: 0x55a3_2bd6_e000..<0x55a3_2bd7_2000, permissions: "r--p", path: "/usr/bin/feed web",
                    anonymousKiB: 0, swappedKiB: 0))
        #expect(mappings.map(\.path?.isEmpty) == [false, false, false, false, false, nil, nil, false, nil, nil])
        #expect(mappings.map(\.anonymousKiB) == [0, 0, 8, 0, 4, 132, 0, 0, 8, 0])
        #expect(mappings.map(\.swappedKiB) == [0, 0, 0, 4, 0, 0, 0, 0, 0, 0])
    }

    @Test func onlyPrivateReadOnlyFileMappingsWithNoPageOfTheirOwnHoldOnlyFilePages() {
        let holding = ProcessMapping.mappings(inSmaps: Self.smaps).filter(\.holdsOnlyFilePages)

        #expect(
            holding.map(\.permissions) == ["r--p", "r-xp"],
            """
            not relocated read-only data (pages of its own, in memory or in swap), data, the heap, a \\
            deleted file, a shared mapping, the vdso
            """)
        #expect(holding.allSatisfy { $0.path == "/usr/bin/feed web" })
    }

    @Test func aPathKeepsItsOwnTrailingSpaces() {
        let text = "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1      /bin/x \nAnonymous: 0 kB\nSwap: 0 kB"

        #expect(ProcessMapping.mappings(inSmaps: text).map(\.path) == ["/bin/x "])
    }

    @Test(arguments: [
        "55a32bd6e000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd6d000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: 0 kB",
        "55a32bd6e000-zz r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-x 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 rqxp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: -1 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 MB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 99999999999999999999999 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap: x kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nSwap: 0 kB\nAnonymous: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous:a 0 kB\nSwap: 0 kB",
        "55a32bd6e000-55a32bd72000 r-xp 00000000 fe:00 1 /bin/x\nAnonymous: 0 kB\nSwap:Pss 0 kB",
        "Anonymous: 0 kB\nSwap: 0 kB",
        "",
    ])
    func aMappingNotAsTheKernelWritesItIsLeftOut(_ text: String) {
        #expect(ProcessMapping.mappings(inSmaps: text).filter(\.holdsOnlyFilePages).isEmpty)
    }

    /// Hostile-input harness: the fixture cut short and its characters changed, 2,000 times with a
    /// fixed seed. No input crashes the reader, and every mapping it reads is one a header line of the
    /// input names, with its addresses and permissions as that line writes them, and sizes of its own
    /// that `Anonymous:` and `Swap:` lines after that header give.
    @Test func textChangedAtRandomNeverCrashesTheReaderNorMakesUpAMapping() {
        var random = SplitMix64(seed: 38)
        let alphabet = Array("0123456789abcdef-rwxps :/\nAnonymouskBSwa()[]\u{0}é")
        for _ in 0..<2_000 {
            var characters = Array(Self.smaps.prefix(Int.random(in: 0...Self.smaps.count, using: &random)))
            for _ in 0..<Int.random(in: 0...8, using: &random) where !characters.isEmpty {
                characters[Int.random(in: 0..<characters.count, using: &random)] =
                    alphabet.randomElement(using: &random)!
            }
            let changed = String(characters)
            let lines = changed.split(separator: "\n").map(String.init)

            let mappings = ProcessMapping.mappings(inSmaps: changed)

            for mapping in mappings {
                let header = "\([mapping.range.lowerBound, mapping.range.upperBound] as [UInt?]) \(mapping.permissions)"
                let position = lines.firstIndex { Self.addressesAndPermissions(of: $0) == header }
                #expect(position != nil, "read from \(changed.debugDescription)")
                guard let position else { continue }
                let after = lines[position...]
                #expect(after.contains { Self.size(of: $0, named: "Anonymous:") == mapping.anonymousKiB })
                #expect(after.contains { Self.size(of: $0, named: "Swap:") == mapping.swappedKiB })
            }
        }
    }

    /// A line's first field read as two hexadecimal addresses, and its second field.
    private static func addressesAndPermissions(of line: String) -> String {
        let fields = line.split(separator: " ")
        let bounds = fields.first?.split(separator: "-").map { UInt($0, radix: 16) } ?? []
        return "\(bounds) \(fields.dropFirst().first ?? "")"
    }

    /// The size a `<name> <n> kB` line gives, or `nil`.
    private static func size(of line: String, named name: String) -> Int? {
        let fields = line.split(separator: " ")
        guard fields.count == 3, fields[0] == name, fields[2] == "kB" else { return nil }
        return Int(fields[1])
    }
}
