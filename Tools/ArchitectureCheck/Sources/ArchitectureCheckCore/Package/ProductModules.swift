/// What a product dependency stands for, decided by one piece of code for the command line and both
/// plugins: ArchitectureCheckCore compiles this file, and each plugin compiles it through a symbolic
/// link (a plugin cannot depend on a library).
///
/// A library product makes importable the modules of those of its targets that are source modules
/// (Swift or C-family), in the product's order. A product whose targets hold no source module (a
/// plugin, or one made of binary or system-library targets only) stands for no module, and so does an
/// executable product, whose module no other package can import (depending on it builds the tool): it
/// is no module dependency.
public enum ProductModules {
    /// The modules a product stands for, or `nil` when it stands for none.
    /// - Parameters:
    ///   - targetModules: the module name of each of the product's targets, in the product's order;
    ///     `nil` for a target that is no source module.
    ///   - isExecutable: whether the product is an executable.
    public static func modules(ofTargetModules targetModules: [String?], isExecutable: Bool = false) -> [String]? {
        let modules = targetModules.compactMap { $0 }
        return modules.isEmpty || isExecutable ? nil : modules
    }
}
