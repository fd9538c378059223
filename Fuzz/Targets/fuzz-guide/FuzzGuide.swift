import FuzzDriver
import FuzzTargets

/// `fuzz-guide`: libFuzzer on ``FuzzTarget/guide``.
@main
enum FuzzGuide {
  static func main() {
    runLibFuzzer { FuzzTarget.guide.run($0, $1) }
  }
}
