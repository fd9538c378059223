import Foundation
import TutorialModel

/// A ``CheckReport`` as `tutorials check --format json` prints it, and as `--merge` reads it
/// back.
///
/// The document holds every diagnostic (`file`, `line`, `column`, `severity`, `message`, and
/// `kind`: `configuration`, `failure` or `warning`), the summary line, the exit code, the
/// counts, the notes, and for a shard's check the ``ShardReport`` under `shard`.
///
/// ```swift
/// let text = CheckReportDocument(report, summary: "checked 3 Swift blocks").json
/// let again = try CheckReportDocument(json: Data(text.utf8)).report
/// ```
public struct CheckReportDocument: Codable, Sendable, Equatable {
  /// One diagnostic.
  public struct Entry: Codable, Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int?
    /// `error` or `warning`.
    public var severity: String
    public var message: String
    /// `configuration` (exit status 2), `failure` (exit status 1) or `warning`.
    public var kind: Kind

    /// Which list of a ``CheckReport`` a diagnostic is in.
    public enum Kind: String, Codable, Sendable {
      case configuration, failure, warning
    }
  }

  /// Every diagnostic, in the order ``CheckReport/diagnostics`` gives.
  public var diagnostics: [Entry]
  /// The line `tutorials check` prints last.
  public var summary: String
  /// The exit status of the check: 0, 1 or 2.
  public var exitCode: Int32
  /// See ``CheckReport/checkedBlocks``.
  public var checkedBlocks: Int
  /// See ``CheckReport/distinctSnippets``.
  public var distinctSnippets: Int
  /// See ``CheckReport/cachedSnippets``.
  public var cachedSnippets: Int
  /// See ``CheckReport/compilerRuns``.
  public var compilerRuns: Int
  /// See ``CheckReport/notes``.
  public var notes: [String]
  /// The shard that made the report, or `nil` for a whole check.
  public var shard: ShardReport?

  /// The document of `report`, whose summary line is `summary`.
  public init(_ report: CheckReport, summary: String) {
    func entries(_ diagnostics: [Diagnostic], _ kind: Entry.Kind) -> [Entry] {
      diagnostics.map {
        Entry(
          file: $0.location.path, line: $0.location.line, column: $0.location.column,
          severity: $0.severity.rawValue, message: $0.message, kind: kind)
      }
    }
    let sorted = report.diagnostics
    let configuration = Array(sorted.prefix(report.configurationErrors.count))
    let failures = Array(
      sorted.dropFirst(report.configurationErrors.count).prefix(report.failures.count))
    diagnostics =
      entries(configuration, .configuration) + entries(failures, .failure)
      + entries(report.warnings, .warning)
    self.summary = summary
    exitCode = report.exitCode
    checkedBlocks = report.checkedBlocks
    distinctSnippets = report.distinctSnippets
    cachedSnippets = report.cachedSnippets
    compilerRuns = report.compilerRuns
    notes = report.notes
    shard = report.shard
  }

  /// Reads a document `tutorials check --format json` printed.
  /// - Throws: `DecodingError` when `json` is not one.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: json)
  }

  /// The report the document holds (its ``CheckReport/inputs`` are not kept).
  public var report: CheckReport {
    var report = CheckReport()
    for entry in diagnostics {
      let diagnostic = Diagnostic(
        Diagnostic.Severity(rawValue: entry.severity) ?? .error,
        at: SourceLocation(path: entry.file, line: entry.line, column: entry.column),
        entry.message)
      switch entry.kind {
      case .configuration: report.configurationErrors.append(diagnostic)
      case .failure: report.failures.append(diagnostic)
      case .warning: report.warnings.append(diagnostic)
      }
    }
    report.checkedBlocks = checkedBlocks
    report.distinctSnippets = distinctSnippets
    report.cachedSnippets = cachedSnippets
    report.compilerRuns = compilerRuns
    report.notes = notes
    report.shard = shard
    return report
  }

  /// The document as pretty-printed JSON with sorted keys, ending in a line break.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
