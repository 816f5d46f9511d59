import Foundation

/// One response's form keys: random version-4 UUIDs, each one different, all drawn from 128 random bits
/// of the system's generator. Two system calls per response however many forms it has, where `UUID()`
/// opens and reads `/dev/urandom` for each key.
///
/// Key `i` is the SplitMix64 finalizer (a bijection) of each half of the seed plus `i`: no two keys of a
/// response are equal, and a key of one response tells nothing of another response's.
struct KeySequence {
    private let seed: (UInt64, UInt64)
    private var index: UInt64 = 0

    init() {
        var generator = SystemRandomNumberGenerator()
        seed = (generator.next(), generator.next())
    }

    /// The next key, in `UUID.uuidString`'s form.
    mutating func next() -> String {
        defer { index &+= 1 }
        let high = Self.mix(seed.0 &+ index) & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000
        let low = Self.mix(seed.1 &+ index) & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        let uuid = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { bytes in
            (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        }
        return UUID(uuid: uuid).uuidString
    }

    /// SplitMix64's finalizer: a bijection of 64-bit values that spreads every input bit over the output.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
