import Foundation

/// The target every input goes to, read once from `FUZZ_TARGET`: the first input pays for it.
let selectedTarget: FuzzTarget = FuzzTarget.fromEnvironment()

/// libFuzzer's entry point, also the replayer's: runs one input through the selected target.
/// Returns 0, as libFuzzer requires; a failure traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget.run(UnsafeBufferPointer(start: size == 0 ? nil : data, count: size))
    return 0
}

extension FuzzTarget {
    /// The target `FUZZ_TARGET` names; exits with status 2 and the valid names when it names none.
    static func fromEnvironment() -> FuzzTarget {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("fuzz: set FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }
}
