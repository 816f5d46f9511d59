import Foundation

/// The files of a git work tree that differ from a revision: changed, added, deleted or renamed
/// since it (staged or not), and new files git does not ignore.
public enum ChangedFiles {
    /// Absolute paths of the files under `directory`'s work tree that changed since `revision`.
    /// - Throws: `ArchitectureCheckError.usage` when `revision` names no commit or `directory` is not
    ///   in a git work tree.
    public static func since(_ revision: String, in directory: String) throws -> [String] {
        let root = try git(
            ["rev-parse", "--show-toplevel"], in: directory, failure: "'\(directory)' is not in a git work tree"
        )
        .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try git(
            ["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root,
            failure: "'\(revision)' is not a git revision of the work tree at '\(root)'")
        let changed = try git(["diff", "--name-only", "--no-renames", "-z", revision, "--"], in: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
        let relative = (changed + untracked).split(separator: "\0").map(String.init)
        return Array(Set(relative.map { root + "/" + $0 })).sorted()
    }

    private static func git(_ arguments: [String], in directory: String, failure: String? = nil) throws -> String {
        let run: CommandRun
        do {
            run = try CommandRun(["git", "-C", directory] + arguments)
        } catch {
            throw ArchitectureCheckError.usage("cannot run git: \(error.localizedDescription)")
        }
        guard run.status == 0 else {
            throw ArchitectureCheckError.usage(
                failure ?? "git \(arguments.joined(separator: " ")) failed: \(run.errors)")
        }
        return run.outputText
    }
}
