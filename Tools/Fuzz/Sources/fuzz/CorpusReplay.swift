import Foundation

/// Runs every file of the given files and folders (folders recursively, in path order) through
/// `LLVMFuzzerTestOneInput`, without libFuzzer: a normal build replays the corpus and the crashes.
enum CorpusReplay {
    /// 0 when every input ran, 2 on a usage error or an unreadable path; a finding traps.
    static func run(_ arguments: [String]) -> CInt {
        guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            FileHandle.standardError.write(Data("usage: FUZZ_TARGET=<target> fuzz <file or folder>...\n".utf8))
            return 2
        }
        let target = selectedTarget
        var count = 0
        for argument in arguments {
            guard let files = files(at: argument) else {
                FileHandle.standardError.write(Data("fuzz: cannot read \(argument)\n".utf8))
                return 2
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("fuzz: cannot read \(file)\n".utf8))
                    return 2
                }
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    _ = fuzz(bytes.baseAddress, bytes.count)
                }
                count += 1
            }
        }
        print("\(target.rawValue): replayed \(count) inputs")
        return 0
    }

    /// The regular files at `path`: itself, or those under it in path order; nil when it does not exist.
    private static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return nil }
        return enumerator.compactMap { element -> String? in
            guard let relative = element as? String else { return nil }
            let file = (path as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
            return exists && !isFolder.boolValue ? file : nil
        }
        .sorted()
    }
}
