import ArgumentParser
import Foundation
import TutorialModel
import TutorialSymbols

extension StatusCommand {
  /// Prints the sections whose code uses API that changed since the snapshot, when the site
  /// has a snapshot and the current symbol graphs are there; a note otherwise, only when the
  /// snapshot exists.
  func printAPIStaleness(site: Site) throws {
    let stamped: SymbolIndex?
    do {
      stamped = try APIStaleness.snapshot(root: root)
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    guard let stamped else { return }
    let folder = apiReference ?? APICommand.defaultFolder(root: root)
    let graphs = URL(fileURLWithPath: folder).appendingPathComponent("symbol-graphs")
    let current: SymbolIndex
    do {
      current = try SymbolIndex(directory: graphs)
    } catch {
      print("API: not compared with \(APIStaleness.snapshotPath): \(error)")
      return
    }
    var staleness = APIStaleness.find(site: site, stamped: stamped, current: current)
    if !language.isEmpty {
      staleness.findings.removeAll { !language.contains($0.language) }
    }
    print(StatusPrinter.apiText(staleness), terminator: "")
  }
}

extension StatusPrinter {
  /// The API part of `status`: what changed since the snapshot (each changed or removed
  /// symbol that some guide uses, once), then each section that uses it.
  static func apiText(_ staleness: APIStaleness) -> String {
    let diff = staleness.diff
    var out =
      "API since \(APIStaleness.snapshotPath): \(diff.changed.count) changed, "
      + "\(diff.removed.count) removed, \(diff.added.count) added\n"
    var described: Set<String> = []
    for affected in staleness.findings.flatMap(\.affected)
    where described.insert(affected.symbol.preciseIdentifier).inserted {
      let name = affected.symbol.pathComponents.joined(separator: ".")
      switch affected.change {
      case .changed(let new):
        out += "  changed: \(name), now `\(new.declaration)`\n"
      case .removed(let rename?):
        out += "  gone: \(name) (renamed \(rename.pathComponents.joined(separator: "."))?)\n"
      case .removed(nil):
        out += "  gone: \(name)\n"
      }
    }
    for finding in staleness.findings {
      let names = finding.affected.map { $0.symbol.pathComponents.joined(separator: ".") }
      out +=
        "  \(finding.language) \(finding.guidePath):\(finding.lines.lowerBound)-"
        + "\(finding.lines.upperBound) \(finding.sectionTitle): uses "
        + names.joined(separator: ", ") + "\n"
    }
    return out
  }
}
