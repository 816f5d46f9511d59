import HTTPTypes
import Hummingbird

/// Checks that keep another site from making a visitor's browser post a form here (cross-site request
/// forgery), with or without JavaScript.
public enum FormPost {
    /// Whether a form post comes from this site's own page: a browser names the page's origin in
    /// `Origin` and says `same-origin` in `Sec-Fetch-Site`; a client that sends neither (curl) is let
    /// through. The origin must have the site's own scheme (``publicScheme(of:)``): `http://host` is
    /// another origin than `https://host`, and a page served over plain HTTP may not post to the
    /// HTTPS site.
    public static func isSameOrigin(_ request: Request) -> Bool {
        if let name = HTTPField.Name("Sec-Fetch-Site"), let site = request.headers[name],
            !["same-origin", "none"].contains(site)
        {
            return false
        }
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority else { return false }
        return origin == "\(publicScheme(of: request))://\(host)"
    }

    /// The scheme the visitor's browser used: `https` when the TLS-terminating proxy in front says so
    /// in `X-Forwarded-Proto` (its first value), else `http`, which is all `feed-web` itself serves. A
    /// page of another site cannot make a browser send that header with a form post.
    public static func publicScheme(of request: Request) -> String {
        guard let name = HTTPField.Name("X-Forwarded-Proto"), let value = request.headers[name],
            let first = value.split(separator: ",").first?.filter({ $0 != " " && $0 != "\t" }).lowercased(),
            first == "https"
        else { return "http" }
        return "https"
    }
}
