import ArgumentParser

/// The option of the apps that fetch URLs a feed names (its images): `--allow-host`, the hosts they
/// may fetch from although their addresses are loopback, private or link-local ones.
public struct HostPolicyOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host the feed's image URLs may name although it resolves to a loopback, private or link-local "
                + "address (repeatable). Without it, only public hosts and those of the API's own kind are fetched.",
            valueName: "host"
        )
    )
    public var allowedHosts: [String] = []

    public init() {}

    /// Rejects what is not a host name or an IP address (a URL, a path, a port, an empty value).
    public func validate() throws {
        for host in allowedHosts
        where host.isEmpty || (host.contains(where: { "/:@?# ".contains($0) }) && !isIPv6(host)) {
            throw UsageMessage.notAHost(host)
        }
    }

    private func isIPv6(_ host: String) -> Bool {
        let literal = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return literal.contains(":") && literal.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
