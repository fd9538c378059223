import SwiftIDEUtils
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension SwiftTokenClassifier.Scan {
  // MARK: Output

  /// The spans of every token's text and of the comments in its trivia, merged where they
  /// touch and agree.
  func spans() -> [Span] {
    var spans = SpanList()
    spans.spans.reserveCapacity(tokens.count)
    var indentation = multilineIndentation()[...]
    // NB: most code has no attribute with generic arguments; skip the lookups then.
    let anyJoined = !joined.isEmpty
    for (index, token) in tokens.enumerated() {
      if anyJoined, joined.contains(index - 1) {
        spans.report(kinds[index - 1], token.triviaStart, token.start)
      } else {
        trivia(token.triviaStart..<token.start, leading: true, into: &spans)
      }
      var kind = kinds[index]
      if token.kind == .unknown, text(index).first == UInt8(ascii: "\"") { kind = .stringLiteral }
      var start = token.start
      // NB: the indentation is left out of the token's span; a range that goes on into the
      // next token is kept for it.
      while let plain = indentation.first, plain.lowerBound < token.end {
        spans.report(kind, start, max(plain.lowerBound, start))
        start = max(start, min(plain.upperBound, token.end))
        guard plain.upperBound <= token.end else { break }
        indentation.removeFirst()
      }
      spans.report(kind, start, token.end)
      if anyJoined, joined.contains(index) {
        spans.report(kind, token.end, token.triviaEnd)
      } else {
        trivia(token.end..<token.triviaEnd, leading: false, into: &spans)
      }
    }
    return spans.spans
  }

  /// Spans in order, a range merged into the one before when they touch and agree; plain
  /// text (names, whitespace) is left out.
  struct SpanList {
    var spans: [Span] = []

    mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
      guard start < end, kind != .none, kind != .identifier else { return }
      if let last = spans.last, last.kind == kind, last.end == start {
        spans[spans.count - 1].end = end
      } else {
        spans.append(Span(kind: kind, start: start, end: end))
      }
    }
  }

  /// The parts of multiline string literals that are not their text: each line's
  /// indentation (as deep as the closing delimiter's) and the line break before it, which
  /// the parser makes trivia.
  func multilineIndentation() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var opening: Int?
    for index in tokens.indices where tokens[index].kind == .multilineStringQuote {
      guard let start = opening else {
        opening = index
        continue
      }
      opening = nil
      let contentStart = tokens[start].end
      let close = tokens[index].start
      var indentStart = close
      while indentStart > contentStart,
        code[indentStart - 1] == UInt8(ascii: " ") || code[indentStart - 1] == UInt8(ascii: "\t")
      {
        indentStart -= 1
      }
      guard indentStart > contentStart, code[indentStart - 1] == UInt8(ascii: "\n") else {
        continue
      }
      let indent = close - indentStart
      var lineStart = contentStart
      // NB: the line break after the opening delimiter is trivia of its own.
      if lineStart < close, code[lineStart] == UInt8(ascii: "\n") { lineStart += 1 }
      while lineStart < indentStart - 1 {
        var end = lineStart
        while end < lineStart + indent,
          code[end] == UInt8(ascii: " ") || code[end] == UInt8(ascii: "\t")
        {
          end += 1
        }
        if end > lineStart { ranges.append(lineStart..<end) }
        var next = end
        while next < indentStart - 1, code[next] != UInt8(ascii: "\n") { next += 1 }
        lineStart = next + 1
      }
      if indentStart - 1 >= contentStart { ranges.append(indentStart - 1..<close) }
    }
    return ranges
  }

  func trivia(_ range: Range<Int>, leading: Bool, into spans: inout SpanList) {
    guard !range.isEmpty else { return }
    let text = SyntaxText(
      baseAddress: code.baseAddress?.advanced(by: range.lowerBound), count: range.count)
    // NB: trivia without a `/` holds no comment.
    guard text.contains(UInt8(ascii: "/")) else { return }
    var offset = range.lowerBound
    for piece in TriviaParser.parseTrivia(text, position: leading ? .leading : .trailing) {
      let kind: SyntaxClassification =
        switch piece {
        case .lineComment: .lineComment
        case .blockComment: .blockComment
        case .docLineComment: .docLineComment
        case .docBlockComment: .docBlockComment
        default: .none
        }
      spans.report(kind, offset, offset + piece.byteLength)
      offset += piece.byteLength
    }
  }

  /// SwiftIDEUtils' classification of a token by its kind alone.
  static func classification(of kind: RawTokenKind) -> SyntaxClassification {
    switch kind {
    case .atSign: .attribute
    case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: .operator
    case .dollarIdentifier: .dollarIdentifier
    case .floatLiteral: .floatLiteral
    case .identifier: .identifier
    case .integerLiteral: .integerLiteral
    case .keyword, .poundSourceLocation: .keyword
    case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
    case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
    case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
    default: .none
    }
  }
}

extension SwiftTokenClassifier {
  /// The words the scan tells apart.
  enum Keyword: Equatable {
    case `struct`, `class`, `enum`, `protocol`, `extension`, `func`, `subscript`, `typealias`
    case initializer, `associatedtype`, macro, actor, `let`, `var`, `case`, `as`, `is`, `where`
    case `throws`, `rethrows`, `in`, `return`, `if`, `guard`, `switch`, `for`, `while`, `throw`
    case `static`, `deinit`, `operator`, `private`, `fileprivate`, `internal`, `public`
    /// A contextual modifier such as `mutating` or `nonisolated`.
    case modifier
    /// An enum case declaration, not a keyword of its own.
    case enumCase

    init?(_ text: SyntaxText) {
      switch text {
      case "struct": self = .struct
      case "class": self = .class
      case "enum": self = .enum
      case "protocol": self = .protocol
      case "extension": self = .extension
      case "func": self = .func
      case "subscript": self = .subscript
      case "typealias": self = .typealias
      case "init": self = .initializer
      case "associatedtype": self = .associatedtype
      case "macro": self = .macro
      case "actor": self = .actor
      case "let": self = .let
      case "var": self = .var
      case "case": self = .case
      case "as": self = .as
      case "is": self = .is
      case "where": self = .where
      case "throws": self = .throws
      case "rethrows": self = .rethrows
      case "in": self = .in
      case "return": self = .return
      case "if": self = .if
      case "guard": self = .guard
      case "switch": self = .switch
      case "for": self = .for
      case "while": self = .while
      case "throw": self = .throw
      case "static": self = .static
      case "deinit": self = .deinit
      case "operator": self = .operator
      case "private": self = .private
      case "fileprivate": self = .fileprivate
      case "internal": self = .internal
      case "public": self = .public
      case "mutating", "nonmutating", "override", "convenience", "final", "lazy", "optional",
        "required", "dynamic", "indirect", "open", "package", "nonisolated", "distributed",
        "prefix", "postfix", "infix", "consuming", "borrowing", "weak", "unowned":
        self = .modifier
      default: return nil
      }
    }

    /// Whether a `:` after this declaration's name starts a list of types it inherits.
    var hasInheritance: Bool {
      switch self {
      case .struct, .class, .enum, .protocol, .extension, .associatedtype, .actor: true
      default: false
      }
    }
  }
}
