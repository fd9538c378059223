import FuzzDriver
import FuzzTargets

/// `fuzz-front-matter`: libFuzzer on ``FuzzTarget/frontMatter``.
@main
enum FuzzFrontMatter {
  static func main() {
    runLibFuzzer { FuzzTarget.frontMatter.run($0, $1) }
  }
}
