import FuzzDriver
import FuzzTargets

/// `fuzz-wav`: libFuzzer on ``FuzzTarget/wav``.
@main
enum FuzzWAV {
  static func main() {
    runLibFuzzer { FuzzTarget.wav.run($0, $1) }
  }
}
