import Foundation

/// A headless Chromium session for one test.
enum Chromium {
    /// Starts chromedriver and a headless Chromium session, runs `body`, then quits both.
    static func withSession<T>(_ body: (WebDriver) async throws -> T) async throws -> T {
        let driver = try ChromeDriverProcess.start()
        do {
            try await driver.waitUntilReady()
            let browser = try await WebDriver.startSession(
                endpoint: driver.endpoint, chromium: ChromeDriverProcess.chromiumPath)
            let result: T
            do {
                result = try await body(browser)
            } catch {
                await browser.quit()
                throw error
            }
            await browser.quit()
            await driver.stop()
            return result
        } catch {
            await driver.stop()
            throw error
        }
    }
}
