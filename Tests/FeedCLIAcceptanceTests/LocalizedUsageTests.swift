import ExecutableTestSupport
import Foundation
import Testing

extension FeedCLIAcceptanceTests {
    /// The usage errors `feed` writes itself are in the user's language: `--lang`'s, wherever it stands,
    /// else the locale's.
    @Suite struct LocalizedUsage {
        @Test(arguments: [
            (["--lang", "el", "--pages", "0"], [:], "Το --pages πρέπει να είναι από 1 έως 1000."),
            (["--pages", "0", "--lang=pt-BR"], [:], "--pages deve ser de 1 a 1000."),
            (["--timeout", "0"], ["LANG": "el_GR.UTF-8"], "Το --timeout πρέπει να είναι αριθμός δευτερολέπτων"),
            (["--base-url", "ftp://x"], ["LC_ALL": "pt_BR.UTF-8"], "'ftp://x' não é uma URL http(s)"),
            (["--lang", "fr"], ["LANG": "el_GR.UTF-8"], "Μη υποστηριζόμενη γλώσσα 'fr'"),
            (["--pages", "0"], [:], "--pages must be from 1 to 1000."),
        ])
        func aUsageErrorIsInTheUsersLanguage(arguments: [String], environment: [String: String], message: String)
            async throws
        {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(arguments, environment: environment)

                #expect(output.status == 64)
                #expect(output.stderr.contains(message), "stderr: \(output.stderr)")
            }
        }
    }
}
