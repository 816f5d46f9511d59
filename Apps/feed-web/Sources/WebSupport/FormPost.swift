import HTTPTypes
import Hummingbird

/// Checks that keep another site from making a visitor's browser post a form here (cross-site request
/// forgery), with or without JavaScript.
public enum FormPost {
    /// Whether a form post comes from this site's own page: a browser names the page's origin in
    /// `Origin` and says `same-origin` in `Sec-Fetch-Site`; a client that sends neither (curl) is let
    /// through.
    public static func isSameOrigin(_ request: Request) -> Bool {
        if let name = HTTPField.Name("Sec-Fetch-Site"), let site = request.headers[name],
            !["same-origin", "none"].contains(site)
        {
            return false
        }
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}
