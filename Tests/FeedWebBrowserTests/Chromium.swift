import Foundation

/// A headless Chromium session for one test.
enum Chromium {
    /// Starts chromedriver and a headless Chromium session, runs `body`, then quits both.
    static func withSession<T>(_ body: (WebDriver) async throws -> T) async throws -> T {
        let driver = try await startedDriver()
        do {
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

    /// chromedriver, answering: on another random port when the first one was taken (it exits then).
    private static func startedDriver(attempts: Int = 3) async throws -> ChromeDriverProcess {
        var attempt = 1
        while true {
            let driver = try await ChromeDriverProcess.start()
            do {
                try await driver.waitUntilReady()
                return driver
            } catch  where attempt < attempts && !driver.isRunning {
                attempt += 1
            } catch {
                await driver.stop()
                throw error
            }
        }
    }
}
