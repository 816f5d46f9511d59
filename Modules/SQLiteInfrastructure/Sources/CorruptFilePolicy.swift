import Foundation

/// What a SQLite store does when its own file is a corrupt database. A file it did not write (no SQLite
/// header, another program's schema) is never moved: every call throws ``SQLiteForeignFileError``.
public enum CorruptFilePolicy: Sendable {
    /// Every operation throws, and the file is left as it is (for tools that must not touch it).
    case fail
    /// The file is renamed `<name>.corrupt-<timestamp>` (with its `-wal` and `-shm` files), a new
    /// database is started in its place, and `notify` is told where the old file went, so that the
    /// app works again and can say where the unreadable data is kept.
    case moveAside(notify: @Sendable (_ movedTo: URL) -> Void)
}
