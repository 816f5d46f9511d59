import Foundation
import Testing

/// Two screenshots compared pixel by pixel in the browser itself (a canvas on `about:blank`, where no
/// page's content security policy applies), so that no PNG decoder is needed here.
struct ScreenshotComparison {
    /// How far one colour channel may be from the reference's before its pixel counts as different.
    static let channelTolerance = 16
    /// The share of pixels that may differ, for anti-aliasing that moves between runs.
    static let differingShareTolerance = 0.001

    let width: Int
    let height: Int
    let differingPixels: Int
    let sameSize: Bool

    var matches: Bool {
        sameSize && Double(differingPixels) <= Double(width * height) * Self.differingShareTolerance
    }

    /// Compares `actual` with `reference` (both PNG) in `browser`.
    static func compare(_ actual: Data, with reference: Data, in browser: WebDriver) async throws
        -> ScreenshotComparison
    {
        try await browser.open(try #require(URL(string: "about:blank")))
        let result = try await browser.executeAsync(
            """
            const [actual, reference, tolerance, done] = arguments;
            const load = data => new Promise((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.onerror = () => reject(new Error("undecodable PNG"));
              image.src = "data:image/png;base64," + data;
            });
            Promise.all([load(actual), load(reference)]).then(([a, b]) => {
              const pixels = image => {
                const canvas = document.createElement("canvas");
                canvas.width = image.naturalWidth;
                canvas.height = image.naturalHeight;
                const context = canvas.getContext("2d", { willReadFrequently: true });
                context.drawImage(image, 0, 0);
                return context.getImageData(0, 0, canvas.width, canvas.height).data;
              };
              const sameSize = a.naturalWidth === b.naturalWidth && a.naturalHeight === b.naturalHeight;
              let differing = 0;
              if (sameSize) {
                const [x, y] = [pixels(a), pixels(b)];
                for (let i = 0; i < x.length; i += 4) {
                  const distance = Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]),
                    Math.abs(x[i + 2] - y[i + 2]), Math.abs(x[i + 3] - y[i + 3]));
                  if (distance > tolerance) differing += 1;
                }
              }
              done({ width: a.naturalWidth, height: a.naturalHeight, differing, sameSize });
            }, error => done({ error: String(error) }));
            """,
            arguments: [actual.base64EncodedString(), reference.base64EncodedString(), channelTolerance])
        guard let values = result as? [String: Any], let width = values["width"] as? Int,
            let height = values["height"] as? Int, let differing = values["differing"] as? Int,
            let sameSize = values["sameSize"] as? Bool
        else { throw WebDriver.Failure(description: "the comparison failed: \(String(describing: result))") }
        return ScreenshotComparison(width: width, height: height, differingPixels: differing, sameSize: sameSize)
    }
}
