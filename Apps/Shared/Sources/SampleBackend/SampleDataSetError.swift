import Foundation

/// Why the data set shipped with the sample backend could not be loaded.
public enum SampleDataSetError: Error, Sendable, Equatable {
    /// The `SampleData` resource directory is missing from the module's bundle.
    case missingResources
    /// The data set lists an image whose PNG file is missing.
    case missingImage(UUID)
    /// An id of the data set is not a UUID.
    case invalidID(String)
    /// The data set lists an offset style other than `+0000` or `+00:00`.
    case invalidUTCOffset(String)
    /// The photos file is not an array of objects with string ids, or there is no picture to show.
    case invalidPhotos
    /// The requirements file does not follow the `GET /requirements` contract.
    case invalidRequirements
}
