import SwiftIDEUtils
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

extension SwiftTokenClassifier.Scan {
  // MARK: Parameters and named types

  /// A parameter's head: `label name: Type`; its default value is scanned as an expression.
  mutating func parameter(_ i: inout Int) {
    while kind(i) == .atSign { attribute(&i) }
    if kind(i) == .identifier || kind(i) == .keyword {
      kinds[i] = .argumentLabel
      i += 1
    } else if kind(i) == .wildcard {
      i += 1
    }
    if kind(i) == .identifier || kind(i) == .wildcard || kind(i) == .keyword {
      kinds[i] = .none
      i += 1
    }
    guard kind(i) == .colon else { return }
    i += 1
    type(&i)
    variadic(&i)
  }

  /// Moves past `name:` or `label name:` at the start of a tuple type's, enum case's or
  /// closure's element (names there are plain), and returns whether there were names.
  mutating func elementNames(_ i: inout Int) -> Bool {
    guard kind(i) == .identifier || kind(i) == .wildcard,
      kind(i + 1) == .colon || (kind(i + 1) == .identifier && kind(i + 2) == .colon)
    else { return false }
    i += kind(i + 1) == .colon ? 2 : 3
    return true
  }

  /// Moves past a variadic parameter's `...`, which is not an operator there.
  mutating func variadic(_ i: inout Int) {
    guard text(i) == "..." else { return }
    kinds[i] = .none
    i += 1
  }

  /// An element of an enum case's associated values or a closure's parameters:
  /// `name: Type` or `Type`.
  mutating func namedType(_ i: inout Int) {
    if elementNames(&i) {
      // The type follows.
    } else if kind(i) == .identifier, kind(i + 1) == .comma || kind(i + 1) == .rightParen,
      declaration != .enumCase
    {
      i += 1
      return
    }
    type(&i)
  }

  /// Generic parameters `<T: P, each U>`: names, and types after colons.
  mutating func genericParameters(_ i: inout Int) {
    kinds[i] = .none
    i += 1
    while i < tokens.count - 1 {
      if isIdentifier(i, "each") { kinds[i] = .keyword; i += 1 }
      if kind(i) == .identifier { i += 1 }
      if kind(i) == .colon {
        i += 1
        type(&i)
      }
      if kind(i) == .comma {
        i += 1
        continue
      }
      break
    }
    if text(i).first == UInt8(ascii: ">") {
      kinds[i] = .none
      i += 1
    }
  }

  // MARK: Types

  /// Types separated by commas (an inheritance list).
  mutating func typeList(_ i: inout Int) {
    while true {
      type(&i)
      guard kind(i) == .comma else { return }
      i += 1
    }
  }

  /// A `where` clause's requirements: `A: B`, `A == B`, separated by commas.
  mutating func requirements(_ i: inout Int) {
    while true {
      type(&i)
      if kind(i) == .colon {
        i += 1
        type(&i)
      } else if text(i) == "==" {
        i += 1
        type(&i)
      }
      guard kind(i) == .comma else { return }
      i += 1
    }
  }

  /// A type starting at `i`: classifies its names and moves past it, or stays if none starts.
  mutating func type(_ i: inout Int) {
    // NB: each nested type is a call deeper; past the limit the rest is scanned as plain text.
    guard typeDepth < Self.maximumTypeDepth else { return }
    typeDepth += 1
    defer { typeDepth -= 1 }
    typeAttributes(&i)
    while kind(i) == .identifier, isTypeModifier(text(i)), kind(i + 1) != .comma,
      kind(i + 1) != .rightParen, kind(i + 1) != .period
    {
      kinds[i] = .keyword
      i += 1
      typeAttributes(&i)
    }
    if isKeyword(i, "inout") { i += 1 }
    switch kind(i) {
    case .identifier:
      kinds[i] = .type
      i += 1
    case .keyword where text(i) == "Self" || text(i) == "Any":
      i += 1
    case .leftSquare:
      i += 1
      type(&i)
      if kind(i) == .colon {
        i += 1
        type(&i)
      }
      if kind(i) == .rightSquare { i += 1 }
    case .leftParen:
      i += 1
      namedTypeList(&i)
      if kind(i) == .rightParen { i += 1 }
    default:
      return
    }
    typeSuffixes(&i)
  }

  /// Attributes of a type, such as `@Sendable` or `@convention(c)`, whose arguments are
  /// plain words.
  mutating func typeAttributes(_ i: inout Int) {
    while kind(i) == .atSign {
      attribute(&i)
      guard kind(i) == .leftParen, isAttached(i) else { continue }
      while i < tokens.count - 1, kind(i) != .rightParen {
        if kind(i) == .identifier || kind(i) == .keyword { kinds[i] = .none }
        i += 1
      }
      i += 1
    }
  }

  /// Elements of a tuple or function type: `label: Type` or `Type`, up to `)`.
  mutating func namedTypeList(_ i: inout Int) {
    while i < tokens.count - 1, kind(i) != .rightParen {
      _ = elementNames(&i)
      type(&i)
      variadic(&i)
      guard kind(i) == .comma else { break }
      i += 1
    }
  }

  func isTypeModifier(_ word: SyntaxText) -> Bool {
    word == "some" || word == "any" || word == "each" || word == "consuming"
      || word == "borrowing" || word == "sending" || word == "isolated"
      || word == "nonisolated"
  }

  /// What can follow a type's name: generic arguments, `.Member`, `?`, `!`, `&`, and a
  /// function type's effects and result.
  mutating func typeSuffixes(_ i: inout Int) {
    while i < tokens.count - 1 {
      if pendingAngles > 0 { return }
      if text(i) == "<", isAttached(i) {
        genericArguments(&i)
      } else if kind(i) == .period, isAttached(i) || isAttached(i + 1),
        kind(i + 1) == .identifier
      {
        let member = text(i + 1)
        kinds[i + 1] = member == "Type" || member == "Protocol" ? .keyword : .type
        i += 2
      } else if kind(i) == .postfixQuestionMark || kind(i) == .exclamationMark,
        isAttached(i)
      {
        i += 1
      } else if kind(i) == .postfixOperator, isAttached(i),
        text(i).allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
      {
        kinds[i] = .none
        i += 1
      } else if text(i) == "&" {
        i += 1
        type(&i)
        return
      } else if isIdentifier(i, "async") || isKeyword(i, "throws") || isKeyword(i, "rethrows") {
        guard kind(i + 1) == .arrow || isKeyword(i + 1, "throws") || kind(i + 1) == .leftParen
        else { return }
        kinds[i] = .keyword
        i += 1
        if kind(i) == .leftParen, isKeyword(i - 1, "throws") {
          i += 1
          type(&i)
          if kind(i) == .rightParen { i += 1 }
        }
      } else if kind(i) == .arrow {
        i += 1
        type(&i)
        return
      } else {
        return
      }
    }
  }

  /// Whether the `<` at `i` opens generic arguments: a matching `>` closes it before anything
  /// a type cannot hold.
  func genericArgumentsFollow(_ i: Int) -> Bool {
    var depth = 0
    var j = i
    // NB: bounded, so that a long run of `<` (which no type nests so deep) is not read again
    // from each of its names.
    while j < tokens.count, depth <= Self.maximumTypeDepth, j - i < Self.maximumTypeDepth * 4 {
      let text = text(j)
      switch kind(j) {
      case .identifier, .comma, .period, .leftSquare, .rightSquare, .leftParen, .rightParen,
        .colon, .arrow, .postfixQuestionMark, .exclamationMark, .atSign, .wildcard:
        break
      case .keyword:
        guard text == "Self" || text == "Any" || text == "inout" || text == "throws" else {
          return false
        }
      case .binaryOperator, .prefixOperator, .postfixOperator:
        for byte in text {
          switch byte {
          case UInt8(ascii: "<"): depth += 1
          case UInt8(ascii: ">"):
            depth -= 1
            if depth == 0 { return true }
          case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"): break
          default: return false
          }
        }
      default: return false
      }
      j += 1
    }
    return false
  }

  /// Generic arguments `<A, B>` starting at the `<` at `i`.
  mutating func genericArguments(_ i: inout Int) {
    kinds[i] = .none
    i += 1
    while i < tokens.count - 1 {
      type(&i)
      guard pendingAngles == 0, kind(i) == .comma else { break }
      i += 1
    }
    if pendingAngles > 0 {
      pendingAngles -= 1
      if pendingAngles == 0 { i += 1 }
      return
    }
    let closing = text(i)
    guard closing.first == UInt8(ascii: ">") else { return }
    kinds[i] = .none
    let angles = closing.count { $0 == UInt8(ascii: ">") }
    if angles > 1 {
      pendingAngles = angles - 1
    } else {
      i += 1
    }
  }
}
