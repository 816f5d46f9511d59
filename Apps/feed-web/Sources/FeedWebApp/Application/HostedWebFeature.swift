import WebSupport

/// A feature the host can mount: its name and path (``WebFeature``), its own options, and how it is
/// built from them and what the host gives every feature.
///
/// Each feature conforms in `WebFeatures.swift` by handing its initializer the host's parts it takes;
/// a new feature's web target conforms there too and is listed in ``FeedWebConfiguration/availableFeatures``.
public protocol HostedWebFeature: WebFeature {
    /// The feature's own settings: the values of its options.
    associatedtype Options: Sendable
    /// Its options when none is given: `feed-web`'s defaults.
    static var defaultOptions: Options { get }
    /// The feature built from `options` and `host`.
    static func make(_ options: Options, host: WebFeatureHost) throws -> Self
}

extension HostedWebFeature {
    /// This feature to mount with `options`, the defaults unless told otherwise.
    public static func mount(_ options: Options = defaultOptions) -> WebFeatureMount {
        WebFeatureMount(self, options)
    }

    /// This feature to mount with its defaults.
    static var mountWithDefaults: WebFeatureMount { mount() }
}
