import Hummingbird

extension ContentSecurityPolicy {
    /// The web host's policy: only its own scripts, styles and images (no inline script or style), no
    /// framing, no `<base>`, forms only to itself.
    public static let webHost: ContentSecurityPolicy = [
        .defaultSrc(.none), .scriptSrc(.self), .styleSrc(.self), .imgSrc(.self), .connectSrc(.self),
        .baseURI(.none), .formAction(.self), .frameAncestors(.none),
    ]
}
