/// A line-by-line difference of two short texts (longest common subsequence), for showing how
/// a source section changed since a translation was stamped.
public enum LineDiff {
  /// One line of the difference.
  public enum Line: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The lines of `old` and `new`, marked kept, removed or added.
  public static func diff(_ old: [String], _ new: [String]) -> [Line] {
    let n = old.count
    let m = new.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    return result
  }
}
