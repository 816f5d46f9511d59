import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow at a step Hummingbird's idle timeout does not cover,
/// and one still open when the graceful shutdown's grace period ends (see ``ConnectionTimeLimits``).
///
/// It sits in each connection's pipeline after the HTTP codec, before Hummingbird's connection state
/// handler (whose idle timer covers the wait for a request's head, but restarts at every body part and
/// never runs while a response is written):
/// - a request's body must arrive within ``ConnectionTimeLimits/requestTimeout`` of its head, else
///   the client gets 408 (when no answer has begun) and the connection is closed;
/// - a response write must make progress: a body part is passed on in pieces of ``writePiece`` bytes,
///   and when none of the writes under way completes for ``ConnectionTimeLimits/writeTimeout`` (the
///   client stopped reading, its socket and ours are full), the connection is closed;
/// - on the server's quiesce event (the graceful shutdown has begun) the connection gets
///   ``ConnectionTimeLimits/gracePeriod`` to finish, then is closed and counted in the ``ShutdownReport``.
///
/// Every method runs on the connection's event loop.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The most bytes of a response body written at once: the unit of progress of a write.
    static let writePiece = 64 * 1024

    private let limits: ConnectionTimeLimits
    private let report: ShutdownReport
    private let logger: Logger

    /// The request body's deadline, from its head until its end arrives.
    private var requestDeadline: Scheduled<Void>?
    /// Whether the response to the request being read has begun (its head was written).
    private var responseBegun = false
    /// Writes passed on that have not completed yet.
    private var writesUnderWay = 0
    /// When a write last completed, or the first of the writes under way began.
    private var lastWriteProgress = NIODeadline.now()
    private var writeCheck: Scheduled<Void>?
    private var graceDeadline: Scheduled<Void>?

    init(limits: ConnectionTimeLimits, report: ShutdownReport, logger: Logger) {
        self.limits = limits
        self.report = report
        self.logger = logger
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            responseBegun = false
            requestDeadline?.cancel()
            requestDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: .init(limits.requestTimeout)) {
                self.requestTimedOut(context: context)
            }
        case .body:
            break
        case .end:
            requestDeadline?.cancel()
            requestDeadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        switch part {
        case .head:
            responseBegun = true
            passOn(part, context: context, promise: promise)
        case .body(var buffer) where buffer.readableBytes > Self.writePiece:
            while buffer.readableBytes > Self.writePiece, let piece = buffer.readSlice(length: Self.writePiece) {
                passOn(.body(piece), context: context, promise: nil)
            }
            passOn(.body(buffer), context: context, promise: promise)
        case .body, .end:
            passOn(part, context: context, promise: promise)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, graceDeadline == nil {
            graceDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: .init(limits.gracePeriod)) {
                self.graceDeadline = nil
                guard context.channel.isActive else { return }
                self.report.countCut()
                self.logger.debug("closing a connection still open at the end of the grace period")
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Writes `part` on, counting it under way until it completes.
    private func passOn(_ part: HTTPResponsePart, context: ChannelHandlerContext, promise: EventLoopPromise<Void>?) {
        if writesUnderWay == 0 {
            lastWriteProgress = .now()
            scheduleWriteCheck(context: context)
        }
        writesUnderWay += 1
        let written = context.write(wrapOutboundOut(part))
        written.assumeIsolated().whenComplete { _ in
            self.writesUnderWay -= 1
            self.lastWriteProgress = .now()
        }
        written.cascade(to: promise)
    }

    private func scheduleWriteCheck(context: ChannelHandlerContext) {
        guard writeCheck == nil else { return }
        writeCheck = context.eventLoop.assumeIsolated().scheduleTask(
            deadline: lastWriteProgress + .init(limits.writeTimeout)
        ) {
            self.writeCheck = nil
            guard self.writesUnderWay > 0, context.channel.isActive else { return }
            if NIODeadline.now() >= self.lastWriteProgress + .init(self.limits.writeTimeout) {
                self.logger.debug("closing a connection whose client has not read its response")
                context.close(promise: nil)
            } else {
                self.scheduleWriteCheck(context: context)
            }
        }
    }

    /// The request's body did not arrive in time: 408 when no answer has begun, then the connection is
    /// closed (the route reading the body sees its end).
    private func requestTimedOut(context: ChannelHandlerContext) {
        requestDeadline = nil
        guard context.channel.isActive else { return }
        logger.debug("closing a connection whose request's body did not arrive in time")
        guard !responseBegun else {
            context.close(promise: nil)
            return
        }
        responseBegun = true
        let head = HTTPResponse(status: .requestTimeout, headerFields: [.connection: "close", .contentLength: "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func cancelTimers() {
        for timer in [requestDeadline, writeCheck, graceDeadline] { timer?.cancel() }
        requestDeadline = nil
        writeCheck = nil
        graceDeadline = nil
    }
}

@available(*, unavailable)
extension ConnectionDeadlineHandler: Sendable {}
