import FuzzDriver
import FuzzTargets

/// `fuzz-snippets`: libFuzzer on ``FuzzTarget/snippets``.
@main
enum FuzzSnippets {
  static func main() {
    runLibFuzzer { FuzzTarget.snippets.run($0, $1) }
  }
}
