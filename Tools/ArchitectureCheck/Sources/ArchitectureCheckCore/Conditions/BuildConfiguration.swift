/// What the compiler knows when it picks the branches of a target's `#if` blocks, as far as the check
/// can tell: the running platform (its OS, architecture, byte order, pointer width), the flags the
/// build defines for the target, and which modules outside the package can be imported. A fact it
/// cannot tell is `unknown`, and a branch that depends on it counts as it would with every branch
/// counting.
public struct BuildConfiguration: Sendable {
    /// The `os(…)` name of the platform the check runs on (`Linux`, `macOS`, ...).
    public var os: String
    /// The `arch(…)` name of the processor the check runs on (`x86_64`, `arm64`, ...).
    public var arch: String
    /// Whether the platform is the one the check runs on; when `false`, it is any platform: every
    /// platform condition (`os`, `arch`, `canImport` of a module outside the package, ...) and every
    /// flag defined on some platforms only is unknown.
    public var isRunningPlatform: Bool
    /// The flags the build defines for the target (`-D`): `nil` when they are not known, which makes
    /// every flag but `SWIFT_PACKAGE` unknown.
    public var flags: CompilationFlags?
    /// Modules whose `canImport(…)` stays unknown: the package's own and its dependencies' modules,
    /// whose presence depends on the build order.
    public var packageModules: Set<String>
    /// What `canImport(…)` gives for other modules, as the compiler on this platform answers
    /// (``ModuleProbe``); a module not listed is unknown.
    public var importable: [String: Bool]
    /// The compiler's version, for `compiler(…)` and `swift(…)`.
    var compilerVersion = CompilerVersion.running

    /// A configuration; see the properties for the arguments.
    public init(
        isRunningPlatform: Bool = true,
        flags: CompilationFlags? = nil,
        packageModules: Set<String> = [],
        importable: [String: Bool] = [:]
    ) {
        self.os = Self.runningOS
        self.arch = Self.runningArch
        self.isRunningPlatform = isRunningPlatform
        self.flags = flags
        self.packageModules = packageModules
        self.importable = importable
    }

    /// The same configuration on any platform.
    var onAnyPlatform: BuildConfiguration {
        var configuration = self
        configuration.isRunningPlatform = false
        return configuration
    }

    /// `SWIFT_PACKAGE` is always defined in a SwiftPM build; `DEBUG` in debug builds only. Any other
    /// flag is defined when the build defines it for the target.
    func flag(_ name: String) -> ConditionValue {
        if name == "SWIFT_PACKAGE" { return .true }
        guard let flags else { return .unknown }
        if flags.defined.contains(name) { return .true }
        if let platforms = flags.definedOnPlatforms?[name] {
            return isRunningPlatform ? ConditionValue(platforms.contains(os.lowercased())) : .unknown
        }
        if name == "DEBUG" || flags.possible.contains(name) { return .unknown }
        return .false
    }

    /// The value of the platform condition `name(argument)`.
    func platformCondition(_ name: String, _ argument: String) -> ConditionValue {
        if !isRunningPlatform && !["canImport", "compiler", "swift"].contains(name) { return .unknown }
        return switch name {
        case "os": ConditionValue(Self.osAliases[argument, default: argument] == os)
        case "arch": ConditionValue(argument == arch)
        case "canImport": canImport(Self.canImportModule(argument))
        case "targetEnvironment": .false
        case "_endian": ConditionValue(argument == Self.runningEndian)
        case "_pointerBitWidth": ConditionValue(argument == "_\(Int.bitWidth)")
        case "_runtime": ConditionValue(argument == (Self.runningOS.isApple ? "_ObjC" : "_Native"))
        case "compiler": compilerVersion.compiler(argument) ?? .unknown
        case "swift": compilerVersion.swift(argument) ?? .unknown
        // `hasFeature(…)`, `hasAttribute(…)`, ...: they depend on the target's settings.
        default: .unknown
        }
    }

    /// `canImport(module)`: unknown for a module of the package or of its dependencies, else what
    /// the platform's compiler answered.
    func canImport(_ module: String) -> ConditionValue {
        let topLevel = String(module.split(separator: ".").first ?? Substring(module))
        if packageModules.contains(topLevel) || !isRunningPlatform { return .unknown }
        return importable[module].map(ConditionValue.init) ?? .unknown
    }

    /// The module a `canImport(…)` argument names: `A.B` of `A.B, _version: 2`.
    static func canImportModule(_ argument: String) -> String {
        let module = argument.split(separator: ",", maxSplits: 1).first ?? Substring(argument)
        return String(module.filter { $0 != " " && $0 != "\t" })
    }

    /// Whether a branch with these conditions is compiled: each condition of `branch.excluded`
    /// must be false and its own condition true. A condition the parser cannot read is unknown.
    public func isActive(_ branches: [ConditionalBranch]) -> ConditionValue {
        var value = ConditionValue.true
        for branch in branches {
            for excluded in branch.excluded {
                value = value.and(evaluate(excluded).negated)
            }
            if let condition = branch.condition { value = value.and(evaluate(condition)) }
            if value == .false { return .false }
        }
        return value
    }

    private func evaluate(_ text: String) -> ConditionValue {
        CompilationCondition.parse(text)?.evaluate(in: self) ?? .unknown
    }

    /// Other spellings `os(…)` accepts.
    private static let osAliases = ["OSX": "macOS", "xrOS": "visionOS"]

    /// The `os(…)` name of the platform the check was built for, which is the one it runs on.
    #if os(macOS)
        public static let runningOS = "macOS"
    #elseif os(iOS)
        public static let runningOS = "iOS"
    #elseif os(tvOS)
        public static let runningOS = "tvOS"
    #elseif os(watchOS)
        public static let runningOS = "watchOS"
    #elseif os(visionOS)
        public static let runningOS = "visionOS"
    #elseif os(Windows)
        public static let runningOS = "Windows"
    #elseif os(Android)
        public static let runningOS = "Android"
    #elseif os(FreeBSD)
        public static let runningOS = "FreeBSD"
    #elseif os(OpenBSD)
        public static let runningOS = "OpenBSD"
    #elseif os(WASI)
        public static let runningOS = "WASI"
    #else
        public static let runningOS = "Linux"
    #endif

    /// The `arch(…)` name of the processor the check was built for.
    #if arch(x86_64)
        public static let runningArch = "x86_64"
    #elseif arch(arm64)
        public static let runningArch = "arm64"
    #elseif arch(i386)
        public static let runningArch = "i386"
    #elseif arch(arm)
        public static let runningArch = "arm"
    #elseif arch(powerpc64le)
        public static let runningArch = "powerpc64le"
    #elseif arch(s390x)
        public static let runningArch = "s390x"
    #elseif arch(riscv64)
        public static let runningArch = "riscv64"
    #elseif arch(wasm32)
        public static let runningArch = "wasm32"
    #else
        public static let runningArch = "unknown"
    #endif

    #if _endian(big)
        static let runningEndian = "big"
    #else
        static let runningEndian = "little"
    #endif
}

extension String {
    /// Whether this `os(…)` name is one of Apple's platforms.
    fileprivate var isApple: Bool { ["macOS", "iOS", "tvOS", "watchOS", "visionOS"].contains(self) }
}
