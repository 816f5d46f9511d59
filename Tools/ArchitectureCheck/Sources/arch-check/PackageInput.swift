import ArchitectureCheckCore
import Foundation

/// The package and rules a command works on, from `--package-path`, `--rules`, `--package-model` and
/// `--root-only`.
///
/// The package is read with the local packages it depends on (`.package(path:)`), as one module graph
/// under one rules file; `--root-only` reads the package alone.
///
/// Without `--rules`, the rules are the package's `architecture-rules.json`; a package that has none is
/// checked with ``ArchitectureRules/zeroConfiguration`` (what needs no rules), and a note on standard
/// error says so and how to write rules.
struct PackageInput {
    static let options: Set<String> = ["--package-path", "--rules", "--package-model", "--define"]
    static let flags: Set<String> = ["--root-only"]

    let package: PackageModel
    let rules: ArchitectureRules
    let rulesPath: String
    /// Whether the rules come from a file: `false` for a package without one (zero configuration).
    let rulesFileFound: Bool
    /// Whether `--rules` named the rules file.
    let rulesGiven: Bool

    /// - Parameter readingRules: `false` to leave the rules file unread (`init` replaces it): the rules
    ///   are then the zero configuration's.
    init(_ arguments: ArgumentList, readingRules: Bool = true) throws {
        let directory = URL(
            fileURLWithPath: arguments.value("--package-path") ?? FileManager.default.currentDirectoryPath
        )
        .standardizedFileURL.path
        var package: PackageModel
        if let modelPath = arguments.value("--package-model") {
            guard let data = FileManager.default.contents(atPath: modelPath) else {
                throw ArchitectureCheckError.invalidPackage("cannot read package model '\(modelPath)'")
            }
            do {
                package = try JSONDecoder().decode(PackageModel.self, from: data)
            } catch {
                throw ArchitectureCheckError.invalidPackage("package model '\(modelPath)' is not valid: \(error)")
            }
        } else {
            guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
                throw ArchitectureCheckError.invalidPackage(
                    "no Package.swift in '\(directory)'; run from a package root or pass --package-path"
                )
            }
            // Every command that reads a package without --package-model comes here; when SwiftPM is
            // still silent after two seconds (a first run resolves and reads every manifest), it says so.
            let slowNote = DispatchWorkItem { Output.error(PackageDescriber.progressNote + "\n") }
            DispatchQueue.global().asyncAfter(deadline: .now() + 2, execute: slowNote)
            defer { slowNote.cancel() }
            package = try PackageDescriber.describe(
                packageAt: directory, localPackages: !arguments.has("--root-only"),
                note: { Output.error($0 + "\n") })
        }
        // `--define FLAG`: what `swift build -Xswiftc -DFLAG` defines, which no manifest says.
        let defines = arguments.all("--define")
        self.package = defines.isEmpty ? package : package.defining(defines)
        let given = arguments.value("--rules")
        rulesGiven = given != nil
        // A local package without rules of its own follows those of the package of its repository
        // that depends on it (`init` writes the package's own).
        let governing = readingRules && given == nil ? RulesFileLocator.rulesFile(forPackageAt: package.directory) : nil
        rulesPath = given ?? governing ?? package.directory + "/" + ArchitectureRules.defaultFileName
        rulesFileFound = FileManager.default.fileExists(atPath: rulesPath)
        guard rulesFileFound, readingRules else {
            guard given == nil || !readingRules else {
                throw ArchitectureCheckError.invalidRules(path: rulesPath, reason: "the file does not exist")
            }
            rules = .zeroConfiguration
            return
        }
        rules = try ArchitectureRules.load(from: rulesPath)
    }

    /// The note a command prints once when the rules come from another package of the repository.
    var governingRulesNote: String? {
        guard rulesFileFound,
            URL(fileURLWithPath: rulesPath).deletingLastPathComponent().standardizedFileURL.path
                != package.directory, !rulesGiven
        else { return nil }
        return "arch-check: checking with \(rulesPath), the rules of the package in this repository that depends on "
            + "this one; 'arch-check init' writes rules of its own\n"
    }

    /// The note a command prints once when the package has no rules file.
    var zeroConfigurationNote: String? {
        guard !rulesFileFound else { return nil }
        return "arch-check: no \(ArchitectureRules.defaultFileName) in \(package.directory): checking only undeclared "
            + "and unused dependencies, import cycles and @testable imports outside test targets; "
            + "run 'arch-check init' to write rules from the package as it is\n"
    }
}
