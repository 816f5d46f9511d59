import Foundation

/// An environment with no password anywhere: no `PGPASSWORD`, a password file that does not exist.
let noPasswordSources = ["PGPASSFILE": "/nonexistent/h42-pgpass", "HOME": "/nonexistent"]

/// A self-signed CA certificate (P-256, valid until 2126), for `sslrootcert`.
let testCertificateAuthorityPEM = """
    -----BEGIN CERTIFICATE-----
    MIIBgzCCASmgAwIBAgIUDHdSpr+whvUZfdWg+5nDZtjGSYIwCgYIKoZIzj0EAwIw
    FjEUMBIGA1UEAwwLaDQyIHRlc3QgQ0EwIBcNMjYxMTI1MjAzMjQ1WhgPMjEyNjEx
    MDEyMDMyNDVaMBYxFDASBgNVBAMMC2g0MiB0ZXN0IENBMFkwEwYHKoZIzj0CAQYI
    KoZIzj0DAQcDQgAEU1rbSqqsv2ppwxww1AuZSRepaCElBldOJdX8KtyOhsgOjb+p
    7kd8hHLRlvLQJGyN6iHW91Nn7bQ4vjBmU7pwgaNTMFEwHQYDVR0OBBYEFEZMxUw3
    jWe4scYOQWDDsazku8NmMB8GA1UdIwQYMBaAFEZMxUw3jWe4scYOQWDDsazku8Nm
    MA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIhAPVgDZiycUVRMscp
    EumrrITxIFtDDgEqglXDmNYezwADAiAHbeK7rvalxEXPWQnMjGSoLUq7I4mFUJVN
    8LI4hRHMhQ==
    -----END CERTIFICATE-----

    """

/// Runs `body` with a new empty folder, removed afterwards.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("h42-pg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// Writes `text` to `path` with these POSIX permissions.
func write(_ text: String, to path: String, permissions: Int) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
}
