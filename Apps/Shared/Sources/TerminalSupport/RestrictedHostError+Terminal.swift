import Foundation
import SharedAPI
import SharedPresentation

/// A URL of a payload that names an address of this machine or its network, refused by the host
/// policy: every terminal app says so in the same words, with the option that allows it.
extension RestrictedHostError: TerminalReportableError {
    public func message(in language: Language) -> String {
        TerminalStrings.restrictedHost(url.host ?? url.absoluteString, address: "\(address)", in: language)
    }
}
