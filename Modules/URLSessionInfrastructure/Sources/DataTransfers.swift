import Foundation
import SharedAPI
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of `URLSessionHTTPClient`'s session: collects each data task's body up to the maximum
/// response size, cancels a task whose body would exceed it, refuses redirects to another origin, and
/// hands each task's outcome to the continuation that waits for it.
final class DataTransfers: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var body = Data()
        var response: URLResponse?
        var exceededLimit = false
        var refusedRedirect = false
        var redirectLocation: URL?
    }

    private let maximumResponseSize: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(maximumResponseSize: Int) {
        self.maximumResponseSize = maximumResponseSize
    }

    /// Delivers `task`'s outcome to `continuation` when it completes.
    func begin(_ task: URLSessionTask, delivering continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let declaredTooLarge = response.expectedContentLength > Int64(maximumResponseSize)
        transfers.withLock { transfers in
            transfers[dataTask.taskIdentifier]?.response = response
            if declaredTooLarge { transfers[dataTask.taskIdentifier]?.exceededLimit = true }
        }
        completionHandler(declaredTooLarge ? .cancel : .allow)
        // FoundationNetworking's `.cancel` alone goes on receiving the body (a whole gibibyte, seconds of
        // both the server's and this process's time) before the task ends: cancelling stops it.
        if declaredTooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let exceeded = transfers.withLock { transfers in
            // Only through the dictionary's subscript: a copy of the transfer would make every append copy the body.
            guard transfers[id]?.exceededLimit == false, let received = transfers[id]?.body.count else { return false }
            guard received + data.count <= maximumResponseSize else {
                transfers[id]?.exceededLimit = true
                transfers[id]?.body = Data()
                return true
            }
            transfers[id]?.body.append(data)
            return false
        }
        if exceeded { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // FoundationNetworking turns a `Location` of another scheme (`file:///etc/passwd`) into a path on
        // the same server: the header, not the new request, says where the server meant to send it.
        let location = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0) }
        let namesAnotherScheme = location.map { $0.scheme != nil && !WebURL.isWebURL($0) } ?? false
        if !namesAnotherScheme, let from = task.originalRequest?.url, let to = request.url,
            WebURL.haveTheSameOrigin(from, to)
        {
            completionHandler(request)
            return
        }
        transfers.withLock { transfers in
            transfers[task.taskIdentifier]?.refusedRedirect = true
            transfers[task.taskIdentifier]?.redirectLocation = namesAnotherScheme ? location : request.url
        }
        completionHandler(nil)
        task.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if transfer.refusedRedirect {
            transfer.continuation.resume(
                throwing: URLSessionHTTPClient.RedirectNotAllowedError(location: transfer.redirectLocation))
        } else if transfer.exceededLimit {
            transfer.continuation.resume(
                throwing: URLSessionHTTPClient.ResponseTooLargeError(limit: maximumResponseSize))
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = transfer.response ?? task.response {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: URLSessionHTTPClient.UnexpectedResponseError())
        }
    }
}
