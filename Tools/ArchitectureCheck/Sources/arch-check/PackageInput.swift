import ArchitectureCheckCore
import Foundation

/// The package and rules a command works on, from `--package-path`, `--rules` and `--package-model`.
struct PackageInput {
    static let options: Set<String> = ["--package-path", "--rules", "--package-model"]

    let package: PackageModel
    let rules: ArchitectureRules
    let rulesPath: String

    init(_ arguments: ArgumentList) throws {
        let directory = URL(
            fileURLWithPath: arguments.value("--package-path") ?? FileManager.default.currentDirectoryPath
        )
        .standardizedFileURL.path
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
            package = try PackageDescriber.describe(packageAt: directory)
        }
        rulesPath = arguments.value("--rules") ?? package.directory + "/" + ArchitectureRules.defaultFileName
        guard FileManager.default.fileExists(atPath: rulesPath) else {
            throw ArchitectureCheckError.invalidRules(
                path: rulesPath,
                reason: "the file does not exist; create it (see Tools/ArchitectureCheck/README.md) or pass --rules"
            )
        }
        rules = try ArchitectureRules.load(from: rulesPath)
    }
}
