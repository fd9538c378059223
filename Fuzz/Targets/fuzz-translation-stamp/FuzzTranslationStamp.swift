import FuzzDriver
import FuzzTargets

/// `fuzz-translation-stamp`: libFuzzer on ``FuzzTarget/translationStamp``.
@main
enum FuzzTranslationStamp {
  static func main() {
    runLibFuzzer { FuzzTarget.translationStamp.run($0, $1) }
  }
}
