import Foundation

/// The one name of a server that validations are made for, whatever form of its address was given:
/// the scheme and host in lower case, the scheme's default port left out, no user or password, no
/// trailing slash (`HTTP://user:secret@API.example.org:80/v1/` → `http://api.example.org/v1`).
///
/// Two spellings of one server are one destination, so a validation made with one is delivered with
/// the other; and a password given in a base URL is never stored with a validation or printed. A name
/// that is no URL (the embedded sample backend's) stays as it is.
public enum ServerIdentity {
    /// The identity of the server at `address`.
    public static func of(_ address: String) -> String {
        guard let components = URLComponents(string: address), let scheme = components.scheme?.lowercased(),
            var host = components.percentEncodedHost?.lowercased(), !host.isEmpty
        else { return address }
        if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
        let defaultPort = ["http": 80, "https": 443][scheme]
        let port = components.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        let query = components.percentEncodedQuery.map { "?\($0)" } ?? ""
        return "\(scheme)://\(host)\(port)\(path)\(query)"
    }
}
