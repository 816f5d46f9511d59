import Foundation
import Yams

/// `docs/api/openapi.yaml`, read as plain values: what its operations' examples and schemas say.
struct OpenAPIDocument {
    private let root: [String: Any]

    /// The document of this repository.
    static func repositoryContract() throws -> OpenAPIDocument {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../docs/api/openapi.yaml")
        let yaml = try String(contentsOf: url.standardized, encoding: .utf8)
        guard let root = try Yams.load(yaml: yaml) as? [String: Any] else { throw Malformed(path: "/") }
        return OpenAPIDocument(root: root)
    }

    /// The document cannot be read at `path` as this test expects.
    struct Malformed: Error {
        let path: String
    }

    /// The `application/json` example and schema of the 200 response of the operation with `operationID`.
    func okExample(of operationID: String) throws -> (example: Any, schema: [String: Any]) {
        let paths = root["paths"] as? [String: [String: Any]] ?? [:]
        for (path, item) in paths {
            for case let (method, operation as [String: Any]) in item
            where operation["operationId"] as? String == operationID {
                let json =
                    ((operation["responses"] as? [String: Any])?["200"] as? [String: Any])
                    .flatMap { $0["content"] as? [String: Any] }?["application/json"] as? [String: Any]
                guard let json, let example = json["example"], let schema = json["schema"] as? [String: Any] else {
                    throw Malformed(path: "\(method.uppercased()) \(path)")
                }
                return (example, try resolved(schema))
            }
        }
        throw Malformed(path: operationID)
    }

    /// `schema` with a `$ref` replaced by what it points at.
    func resolved(_ schema: [String: Any]) throws -> [String: Any] {
        guard let reference = schema["$ref"] as? String else { return schema }
        var node: Any = root
        for key in reference.dropFirst(2).split(separator: "/") {
            guard let next = (node as? [String: Any])?[String(key)] else { throw Malformed(path: reference) }
            node = next
        }
        guard let target = node as? [String: Any] else { throw Malformed(path: reference) }
        return try resolved(target)
    }

    /// Where `value` breaks `schema`: a value of another type, a required field missing, a field the
    /// schema does not list, a string that does not match its pattern. Empty when it keeps it.
    func violations(of value: Any, against schema: [String: Any], at path: String = "") throws -> [String] {
        let schema = try resolved(schema)
        let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map { [$0] } ?? []
        if !types.isEmpty, !types.contains(where: { Self.value(value, isOfType: $0) }) {
            return ["\(path.isEmpty ? "/" : path): not \(types.joined(separator: " or "))"]
        }
        switch value {
        case let object as [String: Any]:
            let properties = schema["properties"] as? [String: Any] ?? [:]
            var found = (schema["required"] as? [String] ?? []).filter { object[$0] == nil }
                .map { "\(path)/\($0): missing" }
            for (field, fieldValue) in object {
                guard let fieldSchema = properties[field] as? [String: Any] else {
                    found.append("\(path)/\(field): not in the schema")
                    continue
                }
                found += try violations(of: fieldValue, against: fieldSchema, at: "\(path)/\(field)")
            }
            return found
        case let array as [Any]:
            guard let items = schema["items"] as? [String: Any] else { return [] }
            return try array.enumerated().flatMap { try violations(of: $1, against: items, at: "\(path)/\($0)") }
        case let string as String:
            guard let pattern = schema["pattern"] as? String else { return [] }
            return string.firstMatch(of: try Regex(pattern)) == nil
                ? ["\(path): \(string) does not match \(pattern)"] : []
        default:
            return []
        }
    }

    private static func value(_ value: Any, isOfType type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": value is Int
        case "number": value is Double || value is Int
        case "boolean": value is Bool
        case "null": value is NSNull
        default: true
        }
    }

    /// Copies of `example` that each lack one field the schema requires: at the top, and in the first
    /// element of every array, all the way down.
    func examplesMissingOneRequiredField(of example: Any, schema: [String: Any]) throws -> [(field: String, json: Any)]
    {
        let schema = try resolved(schema)
        if let items = schema["items"] as? [String: Any], let array = example as? [Any], let first = array.first {
            return try examplesMissingOneRequiredField(of: first, schema: items).map { variant in
                (variant.field, [variant.json] + array.dropFirst())
            }
        }
        guard let object = example as? [String: Any] else { return [] }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        var variants: [(field: String, json: Any)] = []
        for field in schema["required"] as? [String] ?? [] where object[field] != nil {
            var copy = object
            copy[field] = nil
            variants.append((field, copy))
        }
        for (field, value) in object {
            guard let propertySchema = properties[field] as? [String: Any] else { continue }
            for variant in try examplesMissingOneRequiredField(of: value, schema: propertySchema) {
                var copy = object
                copy[field] = variant.json
                variants.append(("\(field).\(variant.field)", copy))
            }
        }
        return variants
    }
}
