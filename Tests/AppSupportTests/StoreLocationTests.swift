import AppSupport
import Foundation
import Testing

@Suite struct StoreLocationTests {
    @Test func isUnderXDGCacheHomeWhenSet() {
        let url = StoreLocation.defaultStoreURL(
            fileName: "feed.sqlite",
            environment: [
                "XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me",
            ])
        #expect(url.path(percentEncoded: false) == "/var/cache/me/essential-feed/feed.sqlite")
    }

    @Test(arguments: [[:], ["XDG_CACHE_HOME": ""], ["XDG_CACHE_HOME": "relative/path"]])
    func isUnderTheHomeCacheOtherwise(xdg: [String: String]) {
        let environment = xdg.merging(["HOME": "/home/me"]) { current, _ in current }
        let url = StoreLocation.defaultStoreURL(fileName: "feed.sqlite", environment: environment)
        #expect(url.path(percentEncoded: false) == "/home/me/.cache/essential-feed/feed.sqlite")
    }

    @Test func createsTheStoreFolder() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "StoreLocationTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = root.appending(path: "a/b/feed.sqlite")

        try StoreLocation.createDirectory(for: store)
        try StoreLocation.createDirectory(for: store)

        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "a/b").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }
}
