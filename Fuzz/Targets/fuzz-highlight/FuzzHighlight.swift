import FuzzDriver
import FuzzTargets

/// `fuzz-highlight`: libFuzzer on ``FuzzTarget/highlight``.
@main
enum FuzzHighlight {
  static func main() {
    runLibFuzzer { FuzzTarget.highlight.run($0, $1) }
  }
}
