import Foundation
import TutorialModel

/// Prints diagnostics the way people and tools read them.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:col: error: message`, then the offending line and a caret, as `swiftc` prints.
  case text
  /// One JSON document with every diagnostic and the summary, for tools.
  case json
  /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
  case github
}

/// Formats a ``CheckReport`` (or any diagnostics) in a ``DiagnosticFormat``.
public struct DiagnosticFormatter {
  /// The folder diagnostic paths are relative to, to show offending lines.
  public var root: String
  public var format: DiagnosticFormat
  private var fileLines: [String: [Substring]] = [:]

  public init(root: String, format: DiagnosticFormat) {
    self.root = root
    self.format = format
  }

  /// The text to print for `diagnostics`, with `summary` as the last line (text format).
  public mutating func format(_ diagnostics: [Diagnostic], summary: String) -> String {
    switch format {
    case .text:
      var output = ""
      for diagnostic in diagnostics { output += text(diagnostic) }
      return output + summary + "\n"
    case .github:
      return diagnostics.map(github).joined() + summary + "\n"
    case .json:
      struct Document: Encodable {
        var diagnostics: [Entry]
        var summary: String
      }
      struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int?
        var severity: String
        var message: String
      }
      let document = Document(
        diagnostics: diagnostics.map {
          Entry(
            file: $0.location.path, line: $0.location.line, column: $0.location.column,
            severity: $0.severity.rawValue, message: $0.message)
        }, summary: summary)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
      return String(decoding: data, as: UTF8.self) + "\n"
    }
  }

  /// The diagnostic's first line, the offending line (with a caret under its column), then
  /// the rest of a message of several lines, such as a diff.
  private mutating func text(_ diagnostic: Diagnostic) -> String {
    let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
    var output = (lines.first.map(String.init) ?? "") + "\n"
    let details = lines.dropFirst().map { $0 + "\n" }.joined()
    guard let line = sourceLine(diagnostic.location) else { return output + details }
    output += line + "\n"
    if let column = diagnostic.location.column, column >= 1 {
      // NB: the compiler counts columns in UTF-8 bytes; the caret goes under the character.
      let prefix = String(decoding: Array(line.utf8).prefix(column - 1), as: UTF8.self)
      let indent = prefix.map { $0 == "\t" ? "\t" : ($0.isWideCharacter ? "  " : " ") }.joined()
      output += indent + "^\n"
    }
    return output + details
  }

  private func github(_ diagnostic: Diagnostic) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
    }
    func escapeProperty(_ text: String) -> String {
      escape(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
        of: ",", with: "%2C")
    }
    let location = diagnostic.location
    var properties = "file=\(escapeProperty(location.path)),line=\(location.line)"
    if let column = location.column { properties += ",col=\(column)" }
    return "::\(diagnostic.severity.rawValue) \(properties)::\(escape(diagnostic.message))\n"
  }

  private mutating func sourceLine(_ location: SourceLocation) -> String? {
    if fileLines[location.path] == nil {
      let text = (try? String(contentsOfFile: "\(root)/\(location.path)", encoding: .utf8)) ?? ""
      fileLines[location.path] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let lines = fileLines[location.path], lines.indices.contains(location.line - 1) else {
      return nil
    }
    return String(lines[location.line - 1])
  }
}

extension Character {
  /// Whether the character takes two columns in a terminal (CJK and similar).
  fileprivate var isWideCharacter: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
