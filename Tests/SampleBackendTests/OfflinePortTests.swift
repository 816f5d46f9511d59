import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// A backend set offline refuses connections but keeps its port: no other socket is given it
/// meanwhile (once, another test's server was, and served a test that expected no server), and the
/// backend serves on it again when it comes back.
@Suite struct OfflinePortTests {
    private let client = HTTPTestClient()

    @Test func offlineThePortIsRefusedYetHeldAndServedAgainAfter() async throws {
        try await withSampleBackend { backend in
            await backend.setMode(.offline)

            let checklist = backend.baseURL.appending(path: "requirements")
            let refused = await urlErrorCode { _ = try await client.get(checklist) }
            let bindError = bindErrno(port: backend.port)
            await backend.setMode(.normal)
            let (_, served) = try await client.get(checklist)

            #expect(refused == .cannotConnectToHost)
            #expect(bindError == EADDRINUSE, "another socket was given the port of an offline backend")
            #expect(served.statusCode == 200)
        }
    }

    /// The error of binding a new socket (without `SO_REUSEADDR`) to `127.0.0.1:port`; 0 when it binds.
    private func bindErrno(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return bound == 0 ? 0 : errno
    }
}
