import FuzzDriver
import FuzzTargets

/// `fuzz-search-index`: libFuzzer on ``FuzzTarget/searchIndex``.
@main
enum FuzzSearchIndex {
  static func main() {
    runLibFuzzer { FuzzTarget.searchIndex.run($0, $1) }
  }
}
