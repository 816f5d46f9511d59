/// The admin route's answer: `{"mode":"slow","seconds":2.5}` (`seconds` only for `slow`).
struct AdminModePayload: Encodable {
    let mode: String
    let seconds: Double?

    init(_ mode: SampleBackend.Mode) {
        self.mode = mode.name
        if case .slow(let delay) = mode {
            let (whole, attoseconds) = delay.components
            seconds = Double(whole) + Double(attoseconds) / 1e18
        } else {
            seconds = nil
        }
    }
}
