import SwiftIDEUtils
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Classifies Swift code from its tokens, without building a syntax tree.
///
/// It gives the classes SwiftIDEUtils gives a parsed tree (its `classifications`) for the code
/// guides show, in under a third of the time parsing takes: swift-syntax's lexer splits the
/// text into tokens and trivia (so strings, interpolations, comments and numbers are exactly
/// the parser's), and a small recursive scan over the tokens finds what only the tree knows:
///
/// - names in a type's place are types (after `:` in a declaration, `->`, `as`, `is`, `some`,
///   in generic arguments, inheritance lists and `where` clauses), and nowhere else;
/// - a parameter's first name and an argument's label are labels;
/// - contextual keywords (`some`, `async`, `await`, `mutating`, `get`, `actor`, …) are
///   keywords where they act as such;
/// - an attribute's name is an attribute, and an `#if` line a directive.
///
/// Where the scan cannot tell, a name stays unclassified, as plain text; it never fails.
/// `SwiftTokenClassifierTests` compares its classes with SwiftIDEUtils' over every guide block
/// (equal) and every Swift file of the repository (under 0.05 % of bytes differ).
///
/// NB: it replaced a classifier of the parsed tree that gave SwiftIDEUtils' ranges exactly:
/// parsing was three quarters of highlighting, and highlighting a third of rendering a site.
/// `Lexer.tokenize` and `TriviaParser` are swift-syntax's SPI (`Testing`), as `RawSyntax` was
/// for that classifier: a swift-syntax that changes them fails the build, not the highlighting.
enum SwiftTokenClassifier {
  /// A classified range of UTF-8 offsets in the source.
  struct Span: Equatable {
    var kind: SyntaxClassification
    var start: Int
    var end: Int
  }

  /// The classified ranges of `code`'s UTF-8 bytes, in order, with plain text (names,
  /// whitespace) left out.
  static func classify(_ code: UnsafeBufferPointer<UInt8>) -> [Span] {
    guard !code.isEmpty else { return [] }
    var scan = Scan(code: code, tokens: Token.lex(code))
    scan.run()
    return scan.spans()
  }
}

extension SwiftTokenClassifier {
  /// A token's kind and where its text and trivia lie, in UTF-8 offsets.
  struct Token {
    var kind: RawTokenKind
    var triviaStart: Int
    var start: Int
    var end: Int
    var triviaEnd: Int
    var atStartOfLine: Bool

    static func lex(_ code: UnsafeBufferPointer<UInt8>) -> [Token] {
      var tokens: [Token] = []
      tokens.reserveCapacity(code.count / 4)
      var tracker = LookaheadTracker()
      withUnsafeMutablePointer(to: &tracker) { tracker in
        var offset = 0
        for lexeme in Lexer.tokenize(code, lookaheadTracker: tracker, experimentalFeatures: []) {
          let leading = lexeme.leadingTriviaText.count
          let text = lexeme.tokenText.count
          let trailing = lexeme.trailingTriviaText.count
          tokens.append(
            Token(
              kind: lexeme.rawTokenKind, triviaStart: offset, start: offset + leading,
              end: offset + leading + text, triviaEnd: offset + leading + text + trailing,
              atStartOfLine: lexeme.flags.contains(.isAtStartOfLine)))
          offset += leading + text + trailing
          if lexeme.rawTokenKind == .endOfFile { break }
        }
      }
      return tokens
    }
  }

  /// What an open bracket holds, which decides what its names are.
  enum Bracket {
    /// A declaration's body, or a closure's or statement's; `enum` tells enum cases apart from
    /// `switch` cases, `accessors` a property's `get` and `set`.
    case braces(enumBody: Bool, accessors: Bool)
    /// Call arguments, a tuple, a subscript's arguments: `label:` is a label.
    case arguments
    /// A function's, initializer's or subscript's parameters: the first name is a label.
    case parameters
    /// An enum case's associated values, or a closure's parameters: names, then types.
    case namedTypes
    /// An array or dictionary literal, or anything else.
    case other
  }

  /// One pass over the tokens, left to right, with what it has seen of the brackets and the
  /// declaration around each token; each step classifies a token and what it decides (the
  /// type after a `:`, a parameter's names) and moves past them.
  struct Scan {
    typealias Span = SwiftTokenClassifier.Span
    typealias Keyword = SwiftTokenClassifier.Keyword

    let code: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    /// The class of each token's text, by index.
    var kinds: [SyntaxClassification]
    /// Tokens whose trivia up to the next token takes their class: inside an attribute's name.
    var joined: Set<Int> = []
    /// The open brackets, innermost last; the file itself is the outermost braces.
    var brackets: [Bracket] = [.braces(enumBody: false, accessors: false)]
    /// Whether the next token starts an element of the innermost bracket.
    var atElementStart = true
    /// The declaration keyword whose header is being read (`struct`, `func`, `var`, …).
    var declaration: Keyword?
    /// The binding (`let`, `var`) whose pattern is being read, waiting for `:` or `=`.
    var bindingAwaitsType = false
    /// How many brackets were open at the binding's `let` or `var`.
    var bindingDepth = 0
    /// A property's type was read, so a brace now opens its accessors.
    var bindingHasType = false
    /// The declaration's parameters were read: later parentheses are not parameters.
    var headerHasParameters = false
    /// `>` characters of one token that close generic argument lists further out.
    var pendingAngles = 0
    /// How deep the types being read nest.
    var typeDepth = 0
    /// How deep types may nest before the scan stops reading them as types, as swift-syntax's
    /// parser stops at 256 levels: a guide could nest them without end, and each level is a
    /// call deeper.
    static let maximumTypeDepth = 256

    init(code: UnsafeBufferPointer<UInt8>, tokens: [Token]) {
      self.code = code
      self.tokens = tokens
      self.kinds = tokens.map { Self.classification(of: $0.kind) }
    }

    // MARK: Reading tokens

    // NB: the token readers take any index, before the first token (i - 1 at the start of
    // the code) or past the last, as the fuzzer found with code starting `weak`.
    func text(_ i: Int) -> SyntaxText {
      guard tokens.indices.contains(i) else { return "" }
      return SyntaxText(
        baseAddress: code.baseAddress?.advanced(by: tokens[i].start),
        count: tokens[i].end - tokens[i].start)
    }

    func kind(_ i: Int) -> RawTokenKind {
      tokens.indices.contains(i) ? tokens[i].kind : .endOfFile
    }

    func isIdentifier(_ i: Int, _ word: SyntaxText) -> Bool {
      kind(i) == .identifier && text(i) == word
    }

    func isKeyword(_ i: Int, _ word: SyntaxText) -> Bool {
      kind(i) == .keyword && text(i) == word
    }

    /// Whether token `i` touches the one before it, with no trivia between.
    func isAttached(_ i: Int) -> Bool {
      i > 0 && i < tokens.count && tokens[i].triviaStart == tokens[i].start
        && tokens[i - 1].end == tokens[i - 1].triviaEnd
    }

    func keyword(_ i: Int) -> Keyword? {
      guard kind(i) == .keyword || kind(i) == .identifier else { return nil }
      return Keyword(text(i))
    }

    // MARK: The scan

    mutating func run() {
      var i = 0
      while i < tokens.count - 1 {
        let before = i
        step(&i)
        if i == before { i += 1 }
      }
    }

    /// Classifies the token at `i` and what it decides, and moves past them.
    mutating func step(_ i: inout Int) {
      let token = tokens[i]
      let elementStart = atElementStart
      atElementStart = false
      pendingAngles = 0
      if elementStart, token.kind != .rightParen {
        switch brackets.last {
        case .parameters:
          parameter(&i)
          return
        case .namedTypes:
          namedType(&i)
          return
        default: break
        }
      }
      switch token.kind {
      case .leftParen:
        openParen(&i)
        return
      case .leftSquare:
        let subscripted =
          isAttached(i) && i > 0 && (endsExpression(i - 1) || kind(i - 1) == .period)
        brackets.append(subscripted ? .arguments : .other)
        atElementStart = true
      case .leftBrace: openBrace()
      case .rightParen, .rightSquare, .rightBrace:
        if brackets.count > 1 { brackets.removeLast() }
        if brackets.count < bindingDepth { bindingAwaitsType = false }
        if token.kind == .rightBrace { declaration = nil }
      case .comma: atElementStart = true
      case .semicolon: statementEnds()
      case .colon:
        colon(&i)
        return
      case .arrow:
        i += 1
        type(&i)
        return
      case .atSign:
        attribute(&i)
        return
      case .backslash where kind(i + 1) == .identifier && isAttached(i + 1):
        // A key path's root is a type.
        kinds[i + 1] = .type
        i += 2
        if text(i) == "<", isAttached(i), genericArgumentsFollow(i) { genericArguments(&i) }
        return
      case .poundIf, .poundElseif:
        directiveLine(&i)
        return
      case .equal:
        bindingAwaitsType = false
        if declaration == .typealias {
          i += 1
          type(&i)
          return
        }
      case .keyword:
        if elementStart, case .arguments = brackets.last {
          if kind(i + 1) == .colon {
            kinds[i] = .argumentLabel
            i += 2
            return
          }
          // A declaration's keyword as an argument names it: `@attached(extension, …)`.
          if Keyword(text(i))?.hasInheritance == true || isKeyword(i, "func") {
            kinds[i] = .none
            i += 1
            return
          }
        }
        keywordToken(&i)
        return
      case .identifier:
        // A platform before its version, in `#available` and `@available`, is a keyword.
        if kind(i + 1) == .integerLiteral || kind(i + 1) == .floatLiteral {
          kinds[i] = .keyword
          break
        }
        identifier(&i, elementStart: elementStart)
        return
      default: break
      }
      i += 1
    }

    mutating func statementEnds() {
      declaration = nil
      headerHasParameters = false
      bindingAwaitsType = false
      bindingHasType = false
    }

    /// Whether token `i` can end an expression that a `(` or `[` right after it calls.
    func endsExpression(_ i: Int) -> Bool {
      switch kind(i) {
      case .identifier, .rightParen, .rightSquare, .rightAngle, .postfixQuestionMark,
        .exclamationMark, .dollarIdentifier, .stringQuote, .multilineStringQuote, .rightBrace:
        true
      case .keyword: isKeyword(i, "self") || isKeyword(i, "Self") || isKeyword(i, "super")
      case .postfixOperator: text(i).hasSuffix(">")
      default: false
      }
    }

    mutating func openParen(_ i: inout Int) {
      let previous = i - 1
      if declaration == .func || declaration == .subscript || declaration == .initializer
        || declaration == .macro, !headerHasParameters
      {
        headerHasParameters = true
        brackets.append(.parameters)
      } else if previous >= 0,
        isIdentifier(previous, "set") || isIdentifier(previous, "willSet")
          || isIdentifier(previous, "didSet"), kinds[previous] == .keyword
      {
        brackets.append(.other)
      } else if previous >= 0, kind(previous) == .leftBrace, closureSignature(after: i) {
        brackets.append(.namedTypes)
      } else if declaration == .enumCase {
        brackets.append(.namedTypes)
      } else {
        brackets.append(.arguments)
      }
      atElementStart = true
      i += 1
    }

    /// Whether the `(` at `i`, first in a closure, holds its parameters: `in` follows its `)`.
    func closureSignature(after i: Int) -> Bool {
      var depth = 0
      var j = i
      while j < tokens.count {
        switch kind(j) {
        case .leftParen: depth += 1
        case .rightParen:
          depth -= 1
          if depth == 0 {
            let next = kind(j + 1)
            return isKeyword(j + 1, "in") || next == .arrow || isKeyword(j + 1, "throws")
              || isIdentifier(j + 1, "async")
          }
        case .leftBrace, .rightBrace, .endOfFile: return false
        default: break
        }
        j += 1
      }
      return false
    }

    mutating func openBrace() {
      let enumBody = declaration == .enum
      let accessors = (bindingHasType && declaration == .var) || declaration == .subscript
      brackets.append(.braces(enumBody: enumBody, accessors: accessors))
      statementEnds()
      atElementStart = true
    }

    mutating func colon(_ i: inout Int) {
      i += 1
      if bindingAwaitsType, brackets.count == bindingDepth {
        bindingAwaitsType = false
        bindingHasType = true
        type(&i)
      } else if let declaration, declaration.hasInheritance {
        typeList(&i)
      }
    }
  }
}
