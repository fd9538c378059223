import FuzzDriver
import FuzzTargets

/// `fuzz-todos-file`: libFuzzer on ``FuzzTarget/todosFile``.
@main
enum FuzzTodosFile {
  static func main() {
    runLibFuzzer { FuzzTarget.todosFile.run($0, $1) }
  }
}
