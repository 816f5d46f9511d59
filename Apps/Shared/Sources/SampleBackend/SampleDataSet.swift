import Foundation

/// The images and comments the sample backend serves, in feed order, and the photos it serves.
///
/// ``shipped`` is the data set committed with the module (`SampleData/feed-data-set.json`,
/// `SampleData/images/<id>.png` and `SampleData/photos-data-set.json`); tests compare what the server
/// returns against it.
public struct SampleDataSet: Sendable, Hashable {
    /// A feed image of the data set.
    public typealias Image = SampleImage
    /// An image comment of the data set.
    public typealias Comment = SampleComment

    /// The feed's images, in the stable order the feed pages them.
    public let images: [SampleImage]
    /// The photos, in the order `GET /photos` pages them.
    public let photos: [SamplePhoto]
    /// The checklist of `GET /requirements`.
    public let requirements: SampleRequirements

    /// Creates a data set; `images` is the feed order, `photos` the photos' order.
    public init(images: [SampleImage], photos: [SamplePhoto] = [], requirements: SampleRequirements = .empty) {
        self.images = images
        self.photos = photos
        self.requirements = requirements
    }

    /// The photo with `id`, if the data set has it.
    public func photo(withID id: String) -> SamplePhoto? {
        photos.first { $0.id == id }
    }

    /// The image with `id`, if the data set has it.
    public func image(withID id: UUID) -> SampleImage? {
        images.first { $0.id == id }
    }

    /// The PNG bytes of the image with `id`, if the data set has it.
    public func imageData(for id: UUID) -> Data? {
        image(withID: id)?.pngData
    }

    /// The data set shipped with the module, loaded once.
    ///
    /// The resources are part of the module, so failing to load them is a packaging bug: this traps with
    /// the reason. ``loadShipped()`` throws it instead.
    public static let shipped: SampleDataSet = {
        do {
            return try loadShipped()
        } catch {
            preconditionFailure("The data set shipped with SampleBackend cannot be loaded: \(error)")
        }
    }()

    /// Loads the data set shipped with the module (`SampleData/` in its resource bundle).
    ///
    /// - Throws: ``SampleDataSetError`` or a decoding error when the bundled resources are missing or
    ///   malformed.
    public static func loadShipped() throws -> SampleDataSet {
        try load(from: Bundle.module)
    }

    private static func load(from bundle: Bundle) throws -> SampleDataSet {
        guard let directory = bundle.url(forResource: "SampleData", withExtension: nil) else {
            throw SampleDataSetError.missingResources
        }
        let json = try Data(contentsOf: directory.appendingPathComponent("feed-data-set.json"))
        let file = try JSONDecoder().decode(SampleDataSetFile.self, from: json)
        let images = try file.images.map { image in
            let id = try uuid(image.id)
            let pngURL = directory.appendingPathComponent("images/\(image.id).png")
            guard let pngData = try? Data(contentsOf: pngURL) else {
                throw SampleDataSetError.missingImage(id)
            }
            return SampleImage(
                id: id,
                description: image.description,
                location: image.location,
                comments: try image.comments.map(comment),
                pngData: pngData
            )
        }
        let photos = try loadPhotos(
            from: directory.appendingPathComponent("photos-data-set.json"),
            pictures: images.map(\.pngData)
        )
        let requirements = try SampleRequirements.load(
            from: directory.appendingPathComponent("requirements-data-set.json"))
        return SampleDataSet(images: images, photos: photos, requirements: requirements)
    }

    /// The photos of the Unsplash-shaped file at `url`, each kept as its own JSON object; photo `i` shows
    /// picture `i` of `pictures`, cycling.
    private static func loadPhotos(from url: URL, pictures: [Data]) throws -> [SamplePhoto] {
        let objects = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]]
        guard let objects, !pictures.isEmpty else { throw SampleDataSetError.invalidPhotos }
        return try objects.enumerated().map { index, object in
            guard let id = object["id"] as? String else { throw SampleDataSetError.invalidPhotos }
            return SamplePhoto(
                id: id,
                json: try JSONSerialization.data(
                    withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
                pngData: pictures[index % pictures.count]
            )
        }
    }

    private static func comment(_ comment: SampleDataSetFile.Comment) throws -> SampleComment {
        guard let style = UTCOffsetStyle(rawValue: comment.utcOffset) else {
            throw SampleDataSetError.invalidUTCOffset(comment.utcOffset)
        }
        return SampleComment(
            id: try uuid(comment.id),
            message: comment.message,
            username: comment.username,
            minutesAgo: comment.minutesAgo,
            utcOffsetStyle: style
        )
    }

    private static func uuid(_ string: String) throws -> UUID {
        guard let id = UUID(uuidString: string) else { throw SampleDataSetError.invalidID(string) }
        return id
    }
}
