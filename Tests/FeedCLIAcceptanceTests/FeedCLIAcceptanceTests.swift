import ExecutableTestSupport
import Testing

/// The acceptance scenarios of docs/feed-behaviour.md, run against the built `feed` executable.
/// Serialized: each scenario starts processes and a server, and the machine has few cores.
@Suite(.serialized) enum FeedCLIAcceptanceTests {}
