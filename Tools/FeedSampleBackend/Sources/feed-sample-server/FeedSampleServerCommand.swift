import FeedSampleBackend

@main
struct FeedSampleServerCommand {
  static func main() async throws {}
}
