import Foundation
import TutorialModel

/// Joins the reports of every shard of a check (`tutorials check --merge REPORT…`) into the
/// report one check of the whole site gives: the same diagnostics, counts and exit status.
///
/// It refuses reports that cannot make one check: a report without a shard, shards of
/// different splits or of different guides, a shard given twice or missing, or shards whose
/// blocks overlap or leave some out.
///
/// ```swift
/// let reports = try paths.map { path in
///   (path, try CheckReportDocument(json: Data(contentsOf: URL(fileURLWithPath: path))))
/// }
/// let report = try ReportMerger.merge(reports)
/// exit(report.exitCode)
/// ```
public enum ReportMerger {
  /// Why reports could not be merged.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// No report was given.
    case noReports
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A file is not a JSON report of `tutorials check`.
    case notAReport(path: String, reason: String)
    /// A report is a whole check's, not a shard's.
    case notAShard(path: String)
    /// Two reports split the check into different numbers of shards.
    case differentSplits(path: String, shard: String, otherPath: String, otherShard: String)
    /// Two reports checked different guides or options.
    case differentInputs(path: String, otherPath: String)
    /// Two reports are of the same shard.
    case duplicateShard(shard: String, path: String, otherPath: String)
    /// Some shards have no report.
    case missingShards([String])
    /// A block was checked by two shards.
    case blockCheckedTwice(block: String, shard: String, otherShard: String)
    /// The shards checked fewer blocks than the whole check covers.
    case blocksMissing(checked: Int, total: Int)

    public var description: String {
      switch self {
      case .noReports:
        "no reports to merge; pass the JSON report of every shard"
      case .unreadable(let path, let reason):
        "\(path): cannot read the report: \(reason)"
      case .notAReport(let path, let reason):
        "\(path): not a report of `tutorials check --format json` (\(reason))"
      case .notAShard(let path):
        "\(path): a whole check's report, not a shard's; merge the reports of "
          + "`tutorials check --shard K/N --format json`"
      case .differentSplits(let path, let shard, let otherPath, let otherShard):
        "\(path) is shard \(shard) but \(otherPath) is shard \(otherShard): the reports come "
          + "from checks split differently"
      case .differentInputs(let path, let otherPath):
        "\(path) and \(otherPath) checked different guides or options; run every shard on the "
          + "same commit with the same options"
      case .duplicateShard(let shard, let path, let otherPath):
        "\(path) and \(otherPath) are both shard \(shard); pass each shard's report once"
      case .missingShards(let shards):
        "no report for shard\(shards.count == 1 ? "" : "s") \(shards.joined(separator: ", "))"
      case .blockCheckedTwice(let block, let shard, let otherShard):
        "\(block) was checked by shard \(shard) and by shard \(otherShard); the shards do not "
          + "come from one check"
      case .blocksMissing(let checked, let total):
        "the shards checked \(checked) of the check's \(total) Swift blocks; the shards do not "
          + "come from one check"
      }
    }
  }

  /// Reads the reports at `paths` and merges them.
  /// - Throws: ``Failure`` when a report cannot be read or the reports do not make one check.
  public static func merge(contentsOf paths: [String]) throws(Failure) -> CheckReport {
    var documents: [(path: String, document: CheckReportDocument)] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw .unreadable(path: path, reason: "no such file")
      }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
      }
      do {
        documents.append((path, try CheckReportDocument(json: data)))
      } catch {
        throw .notAReport(path: path, reason: reason(error))
      }
    }
    return try merge(documents)
  }

  /// Merges the shards' documents, each with the path it was read from (for errors).
  /// - Throws: ``Failure`` when the documents do not make one check.
  public static func merge(
    _ documents: [(path: String, document: CheckReportDocument)]
  ) throws(Failure) -> CheckReport {
    guard let first = documents.first else { throw .noReports }
    var byShard: [Int: (path: String, shard: ShardReport)] = [:]
    for (path, document) in documents {
      guard let shard = document.shard else { throw .notAShard(path: path) }
      guard let firstShard = first.document.shard else { throw .notAShard(path: first.path) }
      guard shard.shard.count == firstShard.shard.count else {
        throw .differentSplits(
          path: path, shard: "\(shard.shard)", otherPath: first.path,
          otherShard: "\(firstShard.shard)")
      }
      guard shard.input == firstShard.input, shard.totalBlocks == firstShard.totalBlocks else {
        throw .differentInputs(path: path, otherPath: first.path)
      }
      if let earlier = byShard[shard.shard.index] {
        throw .duplicateShard(shard: "\(shard.shard)", path: earlier.path, otherPath: path)
      }
      byShard[shard.shard.index] = (path, shard)
    }
    let siblings = first.document.shard?.shard.siblings ?? []
    let missing = siblings.filter { byShard[$0.index] == nil }
    guard missing.isEmpty else { throw .missingShards(missing.map(\.description)) }

    var checkedBy: [String: ShardSpec] = [:]
    for index in byShard.keys.sorted() {
      guard let shard = byShard[index]?.shard else { continue }
      for block in shard.blocks {
        if let other = checkedBy[block] {
          throw .blockCheckedTwice(
            block: block, shard: "\(other)", otherShard: "\(shard.shard)")
        }
        checkedBy[block] = shard.shard
      }
    }
    let total = first.document.shard?.totalBlocks ?? 0
    guard checkedBy.count == total else {
      throw .blocksMissing(checked: checkedBy.count, total: total)
    }

    var merged = CheckReport()
    let ordered = documents.sorted {
      ($0.document.shard?.shard.index ?? 0) < ($1.document.shard?.shard.index ?? 0)
    }
    for (_, document) in ordered {
      let report = document.report
      merged.failures += report.failures
      merged.configurationErrors += report.configurationErrors
      merged.warnings += report.warnings
      merged.checkedBlocks += report.checkedBlocks
      merged.distinctSnippets += report.distinctSnippets
      merged.cachedSnippets += report.cachedSnippets
      merged.compilerRuns += report.compilerRuns
      for note in report.notes where !merged.notes.contains(note) { merged.notes.append(note) }
    }
    return merged
  }

  /// A short reason a document could not be decoded.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      let path = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
      return "no `\(path)`"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "`\(path)` has the wrong type"
    case DecodingError.dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "not JSON" : "`\(path)`: \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
