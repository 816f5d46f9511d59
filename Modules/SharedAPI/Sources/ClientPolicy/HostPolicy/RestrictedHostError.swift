import Foundation

/// A URL's host resolved to an address of a class the client may not connect to (loopback, private,
/// link-local, …); nothing was sent.
public struct RestrictedHostError: Error, Equatable, CustomStringConvertible {
    /// The URL that was refused.
    public let url: URL
    /// The address that refused it.
    public let address: IPAddress
    /// The address's class.
    public let addressClass: AddressClass

    public init(url: URL, address: IPAddress, addressClass: AddressClass) {
        self.url = url
        self.address = address
        self.addressClass = addressClass
    }

    public var description: String {
        "\(url.host ?? url.absoluteString) resolves to \(address), a \(addressClass) address; "
            + "the client may not fetch from it"
    }
}
