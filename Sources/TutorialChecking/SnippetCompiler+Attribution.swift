import TutorialToolchain

/// How what the toolchain says is traced back to snippets: compiler errors located in the
/// files `#sourceLocation` names (`Snippet_3.b1`), in the reader's words, and a failed run's
/// first lines.
extension SnippetCompiler {
  /// Splits a compiler's errors into errors per snippet and the text of errors no snippet owns.
  static func attribute(
    _ result: CompilerResult, wrapped: [WrappedSnippet]
  ) -> ([Int: [SnippetOutcome.Message]], String) {
    var attributed: [Int: [SnippetOutcome.Message]] = [:]
    var unattributed: [String] = []
    for entry in result.diagnostics where entry.severity == "error" {
      guard let file = entry.file, let (index, block) = Self.snippet(of: file),
        wrapped.indices.contains(index)
      else {
        unattributed.append(entry.message)
        continue
      }
      var message = SnippetOutcome.Message(
        block: block, line: entry.line, column: entry.column,
        message: Self.unqualified(entry.message))
      if let block, let line = entry.line, let column = entry.column {
        message.column = wrapped[index].originalColumn(block: block, line: line, column: column)
        message.message = wrapped[index].readersWords(
          message.message, block: block, line: line, column: column)
      } else {
        message.line = nil
        message.column = nil
      }
      if attributed[index]?.contains(message) != true {
        attributed[index, default: []].append(message)
      }
    }
    return (attributed, unattributed.uniqued().joined(separator: "; "))
  }

  /// `message` without the wrapper's scopes: `'Snippet_3.Model'` reads `'Model'`, as the
  /// reader wrote it.
  static func unqualified(_ message: String) -> String {
    var result = ""
    var rest = message[...]
    while let range = rest.range(of: prefix) {
      result += rest[..<range.lowerBound]
      var after = rest[range.upperBound...]
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, after.dropFirst(digits.count).first == "." {
        after = after.dropFirst(digits.count + 1)
      } else {
        result += prefix
      }
      rest = after
    }
    return result + rest
  }

  /// The snippet index and block of a file name the compiler reported: `Snippet_3.b1` for a
  /// block's line, `…/Snippet_3.swift` for a line of the wrapper.
  static func snippet(of file: String) -> (Int, Int?)? {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    if rest.hasSuffix(".swift"), let index = Int(rest.dropLast(6)) { return (index, nil) }
    let parts = rest.split(separator: ".")
    guard parts.count == 2, parts[1].hasPrefix("b"), let index = Int(parts[0]),
      let block = Int(parts[1].dropFirst())
    else { return nil }
    return (index, block)
  }

  /// What a failed run said first: its standard error up to the first empty line (a crash's
  /// `Fatal error: …`, before the runtime's backtrace), at most five lines.
  ///
  /// Notes the runtime's crash handler adds about itself (`swift-runtime: failed to suspend
  /// thread …`, printed on a busy machine) are left out: they are not what the block said.
  static func firstLines(of errors: String) -> String {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("swift-runtime:") }
      .drop { $0.allSatisfy(\.isWhitespace) }
      .prefix { !$0.allSatisfy(\.isWhitespace) }.prefix(5)
    return String(lines.joined(separator: "\n").prefix(1000))
  }

  /// The modules `source` imports (`import Kata`, `import struct Foundation.Date`).
  static func importedModules(_ source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
      let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "func", "var", "let", "typealias",
      ]
      let path =
        kinds.contains(words[at + 1]) && at + 2 < words.count
        ? words[at + 2] : words[at + 1]
      return path.split(separator: ".").first.map(String.init)
    }
  }
}
