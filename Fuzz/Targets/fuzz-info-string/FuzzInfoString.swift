import FuzzDriver
import FuzzTargets

/// `fuzz-info-string`: libFuzzer on ``FuzzTarget/infoString``.
@main
enum FuzzInfoString {
  static func main() {
    runLibFuzzer { FuzzTarget.infoString.run($0, $1) }
  }
}
