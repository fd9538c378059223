import Foundation
import TutorialModel
import TutorialSupport

/// How a quoting block's code is compared with its region, and how a difference is shown.
///
/// In the source language the block must hold the region's lines exactly. A translation may
/// translate comments, as in any block: there, lines are compared with their comments removed,
/// and lines that held only a comment are left out.
package enum QuotedCode {
  /// A line that takes part in the comparison, and its offset among the code's lines.
  struct Line {
    var text: String
    var offset: Int
  }

  /// Where a block first differs from its region, and the difference.
  struct Mismatch: Equatable {
    /// The offset of the block's line where they first differ: the count of its lines when
    /// the region goes on after the block's end.
    var offset: Int
    /// The differing lines with a line of context around them: `-` the guide's, `+` the
    /// region's.
    var diff: [String]
  }

  /// The most diff lines a message shows.
  static let diffLimit = 40

  /// The lines of `code` compared: all of them, or, with `ignoringComments`, the lines of the
  /// code as `stripComments` leaves it, without those that held only a comment.
  static func lines(
    _ code: String, ignoringComments: Bool, stripComments: (String) -> String
  ) -> [Line] {
    var original = code.linesKeepingCarriageReturns.map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    if original.last == "" { original.removeLast() }
    guard ignoringComments else {
      return original.enumerated().map { Line(text: $1, offset: $0) }
    }
    let stripped = stripComments(code).linesKeepingCarriageReturns.map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    return original.enumerated().compactMap { offset, line in
      let bare = line.trimmingCharacters(in: .whitespaces)
      // NB: the hidden-line markers are comments, but they decide what readers see.
      if bare == "// snippet.hide" || bare == "// snippet.show" {
        return Line(text: line, offset: offset)
      }
      let code = offset < stripped.count ? stripped[offset] : line
      if code.trimmingCharacters(in: .whitespaces).isEmpty && !bare.isEmpty { return nil }
      return Line(text: code, offset: offset)
    }
  }

  /// How `code` (a block's) differs from `region`, or `nil` when it holds the region.
  static func mismatch(
    code: String, region: SourceRegions.Region, ignoringComments: Bool,
    stripComments: (String) -> String
  ) -> Mismatch? {
    if code == region.code { return nil }
    let mine = lines(code, ignoringComments: ignoringComments, stripComments: stripComments)
    let theirs = lines(
      region.code, ignoringComments: ignoringComments, stripComments: stripComments)
    guard mine.map(\.text) != theirs.map(\.text) else { return nil }
    let changes = LineDiff.diff(mine.map(\.text), theirs.map(\.text))
    let lineCount = code.linesKeepingCarriageReturns.count - 1
    var blockIndex = 0
    var offset: Int?
    for change in changes {
      if case .same = change {
        blockIndex += 1
        continue
      }
      offset = blockIndex < mine.count ? mine[blockIndex].offset : lineCount
      break
    }
    return Mismatch(offset: offset ?? lineCount, diff: shown(changes))
  }

  /// The changed lines of `changes` with one line of context, `…` where lines are left out.
  private static func shown(_ changes: [LineDiff.Line]) -> [String] {
    let changed = changes.indices.filter {
      if case .same = changes[$0] { return false }
      return true
    }
    var shown: [String] = []
    var last: Int?
    for index in changes.indices
    where changed.contains(where: { abs($0 - index) <= 1 }) {
      if let last, index > last + 1 { shown.append("    …") }
      switch changes[index] {
      case .same(let line): shown.append("    \(line)")
      case .removed(let line): shown.append("  - \(line)")
      case .added(let line): shown.append("  + \(line)")
      }
      last = index
    }
    if shown.count > diffLimit {
      let hidden = shown.count - diffLimit
      shown = Array(shown.prefix(diffLimit)) + ["    … and \(hidden) more lines"]
    }
    return shown
  }
}
