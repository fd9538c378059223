import Foundation
import TutorialModel
import TutorialSupport
import TutorialToolchain

/// A whole check cached: its report, and the stamp of every file and folder the report
/// depends on, so that a check run again with nothing changed gives the same report without
/// loading the guides, fingerprinting the libraries or reading the cached outcomes.
///
/// There is one cached report per set of arguments, in `<cache folder>/checks/<key>`. The key covers the
/// arguments, the `tutorials` executable itself and `PATH`, which picks the toolchain. A report
/// is recalled only while every input has the stamp it had (see ``FileStamp``). An input
/// missing at the time is recorded as missing, so a file appearing there counts as a change.
///
/// ``SiteCheck`` uses it so:
///
/// ```swift
/// let cache = ReportCache(cacheFolder: ".tutorials-cache", arguments: ["root=/path/to/repo"])
/// if let report = cache.recall() { return report }
/// let start = Date()
/// let loaded = try SiteLoader.load(root: "/path/to/repo")
/// let report = try Checker.check(loaded.site, options: options)
/// try cache.remember(report, inputs: loaded.inputs + report.inputs, since: start)
/// ```
public struct ReportCache: Sendable {
  /// The cached report's file.
  public let path: String
  /// The cache folder: files in it are the check's own, written during the run, and are not
  /// held to the rule for recently changed inputs.
  private let cacheFolder: String

  /// How recently changed an input may be for a report to be cached, in seconds.
  ///
  /// NB: as git does for its index. A file's times come from a clock that ticks every few
  /// milliseconds (every second or two on some file systems), so a file changed again within a
  /// tick of being read can keep its stamp. An input changed this close to the start of the run
  /// makes the cached report unsafe, and the next run checks in full again.
  static let racyWindow: Double = 1

  /// The first line of every cached report; one written by another version is not recalled.
  static let header = "kata-check-report 1"

  /// The cached report of a check run with `arguments` (normalized: absolute paths, sorted lists)
  /// whose cache is `cacheFolder`.
  public init(cacheFolder: String, arguments: [String]) {
    self.cacheFolder = cacheFolder
    let tool = FileStamp.of(Self.executablePath)?.text ?? "unknown"
    let toolPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let key = SHA256.hex(
      ([Self.header, tool, toolPath] + arguments).joined(separator: "\u{0}"))
    path = "\(cacheFolder)/checks/\(key.prefix(32))"
  }

  /// The cached report, or `nil` when there is none or any input changed since.
  ///
  /// The report is the one a check with every outcome cached gives: ``CheckReport/cachedSnippets``
  /// equals ``CheckReport/distinctSnippets``, no compiler runs and no notes.
  public func recall() -> CheckReport? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == Substring(Self.header) else { return nil }
    var report = CheckReport()
    while let line = lines.popFirst(), !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        Self.unescaped($0)
      }
      switch (fields.first, fields.count) {
      case ("input", 3):
        guard (FileStamp.of(fields[2])?.text ?? "-") == fields[1] else { return nil }
      case ("blocks", 3):
        guard let checked = Int(fields[1]), let distinct = Int(fields[2]) else { return nil }
        report.checkedBlocks = checked
        report.distinctSnippets = distinct
        report.cachedSnippets = distinct
      case (let kind?, 6):
        guard let severity = Diagnostic.Severity(rawValue: fields[1]), let line = Int(fields[3])
        else { return nil }
        let location = SourceLocation(path: fields[2], line: line, column: Int(fields[4]))
        let diagnostic = Diagnostic(severity, at: location, fields[5])
        switch kind {
        case "failure": report.failures.append(diagnostic)
        case "configuration": report.configurationErrors.append(diagnostic)
        case "warning": report.warnings.append(diagnostic)
        default: return nil
        }
      default:
        return nil
      }
    }
    Trace.mark("report recalled from \(path)")
    return report
  }

  /// Caches `report` with the stamps `inputs` have now, replacing any earlier one, unless
  /// an input outside the cache folder changed within a second of `start` (then the earlier
  /// report is removed, so that the next check runs in full).
  /// - Returns: Whether the report was cached.
  /// - Throws: ``FileWriting/Failure`` when the report cannot be written.
  @discardableResult
  public func remember(_ report: CheckReport, inputs: [String], since start: Date) throws -> Bool {
    var lines = [Self.header]
    let ownFiles = cacheFolder.hasSuffix("/") ? cacheFolder : cacheFolder + "/"
    let newest = start.timeIntervalSince1970 - Self.racyWindow
    for input in Set(inputs).sorted() {
      let stamp = FileStamp.of(input)
      if let stamp, stamp.lastChange >= newest, !input.hasPrefix(ownFiles) {
        try? FileManager.default.removeItem(atPath: path)
        return false
      }
      lines.append(["input", stamp?.text ?? "-", input].map(Self.escaped).joined(separator: "\t"))
    }
    lines.append("blocks\t\(report.checkedBlocks)\t\(report.distinctSnippets)")
    for (kind, diagnostics) in [
      ("configuration", report.configurationErrors), ("failure", report.failures),
      ("warning", report.warnings),
    ] {
      for diagnostic in diagnostics {
        let location = diagnostic.location
        let fields = [
          kind, diagnostic.severity.rawValue, location.path, String(location.line),
          location.column.map(String.init) ?? "-", diagnostic.message,
        ]
        lines.append(fields.map(Self.escaped).joined(separator: "\t"))
      }
    }
    try FileWriting.write(Data((lines.joined(separator: "\n") + "\n\n").utf8), to: path)
    return true
  }

  /// The running executable, whose stamp is part of every key: a rebuilt `tutorials` may check
  /// differently.
  private static var executablePath: String {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    #endif
  }

  /// `text` with backslashes, tabs and line breaks escaped, to fit in one field of a line.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return text }
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The text `escaped(_:)` escaped.
  static func unescaped(_ field: Substring) -> String {
    guard field.utf8.contains(0x5C) else { return String(field) }
    var result = ""
    var escaping = false
    for character in field.unicodeScalars {
      if escaping {
        switch character {
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        default: result.unicodeScalars.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
