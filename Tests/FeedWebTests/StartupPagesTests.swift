#if os(Linux)
    import FeedWebApp
    import Foundation
    import Glibc
    import Testing

    /// Letting go of pages, on real mappings of a real file in this process: the pages of a read-only
    /// mapping leave the resident set and read the same when touched again; a page the process wrote,
    /// even in a mapping made read-only since (as the loader leaves relocated data), is never let go of.
    @Suite struct StartupPagesTests {
        static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

        @Test func theResidentPagesOfAReadOnlyFileMappingAreLetGoAndReadTheSameAgain() throws {
            try withMappedFile(protection: PROT_READ) { pages, path in
                let contents = Array(UnsafeRawBufferPointer(start: pages, count: 4 * Self.pageSize))
                #expect(try residentPages(at: pages, count: 4) == 4)

                let released = StartupPages.release(try mappings(of: path))

                #expect(released == 4 * Self.pageSize)
                #expect(try residentPages(at: pages, count: 4) == 0)
                #expect(Array(UnsafeRawBufferPointer(start: pages, count: 4 * Self.pageSize)) == contents)
            }
        }

        @Test func aPageTheProcessWroteIsKeptEvenOnceItsMappingIsReadOnly() throws {
            try withMappedFile(protection: PROT_READ | PROT_WRITE) { pages, path in
                pages.storeBytes(of: 0xA5, as: UInt8.self)
                #expect(mprotect(pages, 4 * Self.pageSize, PROT_READ) == 0)
                let mapping = try #require(try mappings(of: path).first)
                #expect(mapping.permissions == "r--p")
                #expect(mapping.anonymousKiB > 0)

                let released = StartupPages.release([mapping])

                #expect(released == 0)
                #expect(pages.load(as: UInt8.self) == 0xA5, "the written byte, not the file's")
            }
        }

        @Test func theExecutablesOwnMappingsAreLetGoAndTheProcessRunsOn() {
            let released = StartupPages.release()

            #expect(released > 0, "this test runner's code and read-only data; the suite runs on after it")
        }

        /// A temporary file of four pages of distinct bytes, mapped privately with `protection`; unmapped
        /// and removed after `body`.
        private func withMappedFile(
            protection: Int32, _ body: (UnsafeMutableRawPointer, String) throws -> Void
        ) throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("startup-pages-\(UUID())")
            defer { try? FileManager.default.removeItem(at: url) }
            let length = 4 * Self.pageSize
            try Data((0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / Self.pageSize) }).write(to: url)
            let descriptor = open(url.path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let mapped = mmap(nil, length, protection, MAP_PRIVATE, descriptor, 0)
            let pages = try #require(mapped == MAP_FAILED ? nil : mapped)
            defer { munmap(pages, length) }
            try body(pages, url.resolvingSymlinksInPath().path)
        }

        private func mappings(of path: String) throws -> [ProcessMapping] {
            try #require(ProcessMapping.ownMappings()).filter { $0.path == path }
        }

        /// How many of the `count` pages from `address` are in this process's resident set
        /// (`/proc/self/pagemap`'s present bit).
        private func residentPages(at address: UnsafeMutableRawPointer, count: Int) throws -> Int {
            let pagemap = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/pagemap"))
            defer { try? pagemap.close() }
            try pagemap.seek(toOffset: UInt64(UInt(bitPattern: address) / UInt(Self.pageSize) * 8))
            let entries = try #require(try pagemap.read(upToCount: 8 * count))
            return (0..<count).filter { index in
                let entry = entries.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
                return entry >> 63 == 1
            }.count
        }
    }
#endif
