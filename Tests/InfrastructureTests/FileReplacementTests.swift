import Foundation
import JSONFileInfrastructure
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A whole-file write keeps what the user made of the path: a file's permissions, a symbolic link, a
/// named pipe or a device stays what it was; only the bytes change.
@Suite final class FileReplacementTests {
    private let directory = TemporaryDirectory()
    private let bytes = Data("the new contents".utf8)

    init() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let file = directory.appending("secret.png")
        try Data("old".utf8).write(to: file)
        try setMode(0o600, of: file)

        try FileReplacement(url: file).write(bytes)

        #expect(try Data(contentsOf: file) == bytes)
        #expect(try mode(of: file) == 0o600)
    }

    @Test func anExecutableFileStaysExecutable() throws {
        let file = directory.appending("tool")
        try Data("old".utf8).write(to: file)
        try setMode(0o750, of: file)

        try FileReplacement(url: file).write(bytes)

        #expect(try mode(of: file) == 0o750)
    }

    @Test func aSymbolicLinkIsFollowedAndStays() throws {
        let target = directory.appending("real.png")
        let link = directory.appending("link.png")
        try Data("old".utf8).write(to: target)
        try setMode(0o640, of: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.png")

        try FileReplacement(url: link).write(bytes)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.png")
        #expect(try Data(contentsOf: target) == bytes)
        #expect(try mode(of: target) == 0o640)
    }

    @Test func aChainOfLinksEndsAtItsFile() throws {
        let target = directory.appending("real.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appending("b").path, withDestinationPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: directory.appending("a").path, withDestinationPath: "b")

        try FileReplacement(url: directory.appending("a")).write(bytes)

        #expect(try Data(contentsOf: target) == bytes)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.appending("a").path) == "b")
    }

    @Test func aLinkToNothingCreatesTheFileItNames() throws {
        let link = directory.appending("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "created.png")

        try FileReplacement(url: link).write(bytes)

        #expect(try Data(contentsOf: directory.appending("created.png")) == bytes)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "created.png")
    }

    @Test func aLoopOfLinksIsAnErrorThatChangesNothing() throws {
        let first = directory.appending("first")
        let second = directory.appending("second")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "second")
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: "first")

        #expect(throws: (any Error).self) { try FileReplacement(url: first).write(bytes) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["first", "second"])
    }

    @Test func aNamedPipeIsWrittenInPlaceAndStaysAPipe() throws {
        let pipe = directory.appending("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        try FileReplacement(url: pipe).write(bytes)

        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == bytes.count)
        #expect(Data(buffer.prefix(max(count, 0))) == bytes)
        #expect(try fileType(of: pipe) == S_IFIFO)
    }

    @Test func aDirectoryIsAnErrorThatChangesNothing() throws {
        let folder = directory.appending("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        #expect(throws: (any Error).self) { try FileReplacement(url: folder).write(bytes) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["folder"])
    }

    private func setMode(_ mode: mode_t, of url: URL) throws {
        guard chmod(url.path, mode) == 0 else { throw POSIXError(.EPERM) }
    }

    private func mode(of url: URL) throws -> mode_t {
        try status(of: url).st_mode & 0o7777
    }

    private func fileType(of url: URL) throws -> mode_t {
        try status(of: url).st_mode & S_IFMT
    }

    private func status(of url: URL) throws -> stat {
        var result = stat()
        guard stat(url.path, &result) == 0 else { throw POSIXError(.ENOENT) }
        return result
    }
}
