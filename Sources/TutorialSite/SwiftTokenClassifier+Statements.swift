import SwiftIDEUtils
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension SwiftTokenClassifier.Scan {
  // MARK: Keywords

  /// A keyword: what it starts (a declaration, a binding, a type after `as`), or a name when
  /// it is a trailing closure's label or follows a `.`.
  mutating func keywordToken(_ i: inout Int) {
    let word = text(i)
    if kind(i + 1) == .colon, i > 0, kind(i - 1) == .rightBrace, !tokens[i].atStartOfLine {
      kinds[i] = .none
      i += 2
      return
    }
    if i > 0, kind(i - 1) == .period, word != "self", word != "Self", word != "init" {
      kinds[i] = .none
      i += 1
      return
    }
    let keyword = Keyword(word)
    switch keyword {
    case .struct, .class, .enum, .protocol, .extension, .func, .subscript, .typealias,
      .initializer, .associatedtype, .macro, .actor:
      // NB: `.init(…)` is a call.
      if i > 0, kind(i - 1) == .period { break }
      declaration = keyword
      headerHasParameters = false
      bindingAwaitsType = false
      i += 1
      declarationName(&i)
      return
    case .let, .var:
      declaration = .var
      bindingAwaitsType = true
      bindingDepth = brackets.count
      bindingHasType = false
    case .case:
      if case .braces(enumBody: true, _) = brackets.last { declaration = .enumCase }
    case .as, .is:
      i += 1
      if kind(i) == .postfixQuestionMark || kind(i) == .exclamationMark { i += 1 }
      type(&i)
      return
    case .where:
      if declaration != nil && declaration != .var && declaration != .enumCase {
        i += 1
        requirements(&i)
        return
      }
    case .throws, .rethrows:
      if kind(i + 1) == .leftParen && isAttached(i + 1) {
        i += 2
        type(&i)
        if kind(i) == .rightParen { i += 1 }
        return
      }
    case .in, .return, .if, .guard, .switch, .for, .while, .throw: statementEnds()
    default: break
    }
    i += 1
  }

  /// After a declaration keyword: the name, generic parameters, and an extension's type.
  mutating func declarationName(_ i: inout Int) {
    if declaration == .extension {
      type(&i)
      return
    }
    if declaration == .initializer || declaration == .subscript {
      if kind(i) == .postfixQuestionMark || kind(i) == .exclamationMark { i += 1 }
    } else if kind(i) == .identifier || kind(i) == .binaryOperator
      || kind(i) == .prefixOperator || kind(i) == .postfixOperator
    {
      i += 1
    }
    if text(i) == "<" { genericParameters(&i) }
  }

  /// A contextual keyword where it acts as one.
  func isContextualKeyword(_ i: Int) -> Bool {
    let word = text(i)
    let previous = i > 0 ? kind(i - 1) : .endOfFile
    if previous == .period || kind(i + 1) == .colon { return false }
    if previous == .keyword,
      isKeyword(i - 1, "let") || isKeyword(i - 1, "var")
        || isKeyword(i - 1, "func") || isKeyword(i - 1, "case")
    {
      return false
    }
    // NB: a modifier is one of `Keyword`'s, or `isolated` (of parameters and deinits).
    if Keyword(word) == .modifier || word == "isolated" {
      return startsDeclaration(i + 1)
        || (kind(i + 1) == .leftParen && isAttached(i + 1) && kind(i + 3) == .rightParen
          && startsDeclaration(i + 4))
        || ((word == "weak" || word == "unowned")
          && (isKeyword(i + 1, "self")
            || (kind(i + 1) == .identifier
              && (kind(i - 1) == .leftSquare || kind(i - 1) == .comma))))
    }
    switch word {
    case "yield":
      return kind(i + 1) == .prefixAmpersand
    case "actor", "macro":
      return kind(i + 1) == .identifier
    case "async":
      return kind(i + 1) != .leftParen && kind(i + 1) != .equal && kind(i + 1) != .period
    case "await":
      return kind(i + 1) != .equal && kind(i + 1) != .period && kind(i + 1) != .rightParen
        && kind(i + 1) != .comma && !(kind(i + 1) == .leftParen && isAttached(i + 1))
    case "some", "any", "each":
      return kind(i + 1) == .identifier || isKeyword(i + 1, "Self")
        || isKeyword(i + 1, "Any") || kind(i + 1) == .leftParen || kind(i + 1) == .atSign
    default:
      return false
    }
  }

  /// Whether a declaration starts at `i`, after modifiers.
  func startsDeclaration(_ i: Int) -> Bool {
    guard let keyword = keyword(i) else { return false }
    switch keyword {
    case .func, .var, .let, .initializer, .subscript, .class, .struct, .enum, .actor,
      .protocol, .extension, .typealias, .associatedtype, .static, .case, .deinit, .operator,
      .macro, .modifier, .private, .fileprivate, .internal, .public:
      return keyword != .modifier || isContextualKeyword(i)
    default: return false
    }
  }

  // MARK: Names

  mutating func identifier(_ i: inout Int, elementStart: Bool) {
    let word = text(i)
    if word.hasPrefix("<#") && word.hasSuffix("#>") {
      kinds[i] = .editorPlaceholder
      i += 1
      return
    }
    if elementStart, kind(i + 1) == .colon, case .arguments = brackets.last {
      kinds[i] = .argumentLabel
      i += 2
      return
    }
    if case .braces(_, accessors: true) = brackets.last,
      word == "get" || word == "set" || word == "didSet" || word == "willSet"
        || word == "_read" || word == "_modify",
      i > 0,
      kind(i - 1) == .leftBrace || kind(i - 1) == .rightBrace
        || tokens[i].atStartOfLine || kinds[i - 1] == .keyword
    {
      kinds[i] = .keyword
      i += 1
      return
    }
    if isContextualKeyword(i) {
      kinds[i] = .keyword
      if word == "some" || word == "any" || word == "each" {
        i += 1
        type(&i)
        return
      }
      if word == "actor" {
        declaration = .actor
        headerHasParameters = false
        i += 1
        declarationName(&i)
        return
      }
      if word == "macro" {
        declaration = .macro
        headerHasParameters = false
        i += 1
        declarationName(&i)
        return
      }
      i += 1
      return
    }
    if bindingAwaitsType, kind(i + 1) != .colon, kind(i + 1) != .comma,
      kind(i + 1) != .equal, kind(i + 1) != .rightParen, kind(i + 1) != .leftBrace
    {
      bindingAwaitsType = false
    }
    i += 1
    if text(i) == "<", isAttached(i), genericArgumentsFollow(i) { genericArguments(&i) }
  }

  /// An attribute: `@` and its name, then its arguments as a call's.
  mutating func attribute(_ i: inout Int) {
    kinds[i] = .attribute
    i += 1
    guard kind(i) == .identifier || kind(i) == .keyword, isAttached(i) else { return }
    kinds[i] = .attribute
    i += 1
    while kind(i) == .period, kind(i + 1) == .identifier {
      kinds[i] = .attribute
      kinds[i + 1] = .attribute
      i += 2
    }
    if text(i) == "<", isAttached(i), genericArgumentsFollow(i) {
      // NB: the whole name, generic arguments included, is the attribute's.
      var depth = 0
      repeat {
        kinds[i] = .attribute
        for byte in text(i) {
          if byte == UInt8(ascii: "<") { depth += 1 }
          if byte == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth > 0 { joined.insert(i) }
        i += 1
      } while depth > 0 && i < tokens.count - 1
    }
  }

  /// `#if` and the condition after it, to the end of its line, as one directive.
  mutating func directiveLine(_ i: inout Int) {
    kinds[i] = .ifConfigDirective
    i += 1
    while i < tokens.count - 1, !tokens[i].atStartOfLine {
      if kind(i) == .identifier { kinds[i] = .ifConfigDirective }
      i += 1
    }
  }
}
