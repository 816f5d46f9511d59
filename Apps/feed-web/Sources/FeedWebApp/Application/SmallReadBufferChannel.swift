import HummingbirdCore
import Logging
import NIOCore

/// A server's child channel whose connections read into 512-byte buffers at first instead of NIO's
/// 2,048, growing as NIO's do when a read fills one.
///
/// Each connection keeps its last read buffer for its next read: at 1,000 connections NIO's default
/// kept 2 MiB of them (heaptrack's peak of `feed-web` under `wrk -c1000`) for requests of a few
/// hundred bytes.
struct SmallReadBufferChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    /// The read buffers' sizes: from 64 bytes to 64 KiB, starting at 512.
    static var readBuffers: AdaptiveRecvByteBufferAllocator {
        AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 512, maximum: 65_536)
    }

    let base: Base

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.setOption(ChannelOptions.recvAllocator, value: Self.readBuffers).flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
