import Foundation
import PostgresNIO

/// The CA certificates a URL's `sslrootcert` names, which the server's certificate must chain to
/// instead of the system's CAs: a private CA, as managed databases and self-run servers use.
enum PostgresRootCertificates {
    /// The certificates of the PEM file at `path`.
    ///
    /// - Throws: ``PostgresDatabaseURL/InvalidError`` when the file cannot be read, is not PEM, or holds
    ///   no certificate: the reason names the file.
    static func load(path: String) throws(PostgresDatabaseURL.InvalidError) -> [NIOSSLCertificate] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let cause = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw PostgresDatabaseURL.InvalidError(reason: "sslrootcert \(path) cannot be read (\(cause))")
        }
        let certificates: [NIOSSLCertificate]
        do {
            certificates = try NIOSSLCertificate.fromPEMBytes(Array(data))
        } catch {
            throw PostgresDatabaseURL.InvalidError(
                reason: "sslrootcert \(path) is not a PEM file of CA certificates (\(error))")
        }
        guard !certificates.isEmpty else {
            throw PostgresDatabaseURL.InvalidError(reason: "sslrootcert \(path) holds no PEM certificate")
        }
        return certificates
    }
}
