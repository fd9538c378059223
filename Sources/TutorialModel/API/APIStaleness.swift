import Foundation
import TutorialSymbols

/// The guide sections, in every language, whose Swift code uses a Kata symbol that changed or
/// went away since the API snapshot was stamped (`tutorials api stamp`).
///
/// The snapshot is the ``SymbolIndex`` of Kata's public API when the guides were last known to
/// match it, kept in `site/api-symbols.json`; the current API is read from the symbol graphs
/// `scripts/api-reference.sh` writes. A section's code is read against the snapshot (a symbol
/// that is gone now can only be found there), so a rename such as `ReducerProtocol` → `Reducer`
/// flags each section that still says `ReducerProtocol`, in each language.
public struct APIStaleness: Sendable {
  /// One section that uses changed or removed symbols.
  public struct Finding: Sendable, Equatable {
    /// The language of the guide, such as `en` or `ja`.
    public var language: String
    /// The guide's path, such as `translations/ja/03-effects.md`.
    public var guidePath: String
    /// The section's title.
    public var sectionTitle: String
    /// The lines of the section in the guide.
    public var lines: ClosedRange<Int>
    /// The symbols it uses that changed or are gone, in the order it first uses them.
    public var affected: [AffectedSymbol]
  }

  /// What changed in the API between the snapshot and now.
  public var diff: SymbolIndexDiff
  /// The sections that use what changed, source guides first, then each translation language.
  public var findings: [Finding]

  /// Where a site keeps its API snapshot, relative to its root.
  public static let snapshotPath = "site/api-symbols.json"

  /// Compares the code of every guide of `site` with the API change from `stamped` to
  /// `current`.
  public static func find(site: Site, stamped: SymbolIndex, current: SymbolIndex) -> APIStaleness {
    let diff = stamped.diff(to: current)
    var findings: [Finding] = []
    guard !diff.changed.isEmpty || !diff.removed.isEmpty else {
      return APIStaleness(diff: diff, findings: [])
    }
    for guide in site.everyGuide {
      for (section, code) in swiftCodeBySection(guide) {
        let affected = diff.affecting(stamped.references(inSwiftCode: code))
        guard !affected.isEmpty else { continue }
        findings.append(
          Finding(
            language: guide.language, guidePath: guide.path, sectionTitle: section.title,
            lines: section.line...max(section.line, section.endLine), affected: affected))
      }
    }
    return APIStaleness(diff: diff, findings: findings)
  }

  /// The Swift code of each section of `guide` that has some, hidden lines included, in order.
  static func swiftCodeBySection(_ guide: Guide) -> [(Section, String)] {
    var result: [(Section, String)] = []
    for block in guide.codeBlocks where block.isSwift {
      guard let section = guide.sections.last(where: { $0.line <= block.fenceLine }) else {
        continue
      }
      if let last = result.last, last.0.line == section.line {
        result[result.count - 1].1 += "\n" + block.code
      } else {
        result.append((section, block.code))
      }
    }
    return result
  }

  /// Reads the snapshot a site keeps at ``snapshotPath``; `nil` when there is none.
  ///
  /// - Throws: ``SnapshotError`` when the file exists but cannot be read as a snapshot.
  public static func snapshot(root: String) throws(SnapshotError) -> SymbolIndex? {
    let path = URL(fileURLWithPath: root).appendingPathComponent(snapshotPath).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try JSONDecoder().decode(
        SymbolIndex.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw SnapshotError(path: snapshotPath, reason: "\(error)")
    }
  }

  /// The snapshot file's contents for `index`: JSON with sorted keys, one symbol per line, so
  /// that a change to the API is a small diff.
  public static func snapshotData(_ index: SymbolIndex) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var lines = [
      "{\"moduleName\":" + String(decoding: try encoder.encode(index.moduleName), as: UTF8.self)
    ]
    lines.append(",\"symbols\":[")
    for (offset, symbol) in index.symbols.enumerated() {
      lines.append(
        String(decoding: try encoder.encode(symbol), as: UTF8.self)
          + (offset == index.symbols.count - 1 ? "" : ","))
    }
    lines.append("]}")
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  /// A snapshot file that exists but does not read.
  public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The file, relative to the site's root.
    public var path: String
    /// Why it does not read.
    public var reason: String

    public var description: String {
      "\(path): error: not an API snapshot (\(reason)); take one again with "
        + "`tutorials api stamp`"
    }
  }
}
