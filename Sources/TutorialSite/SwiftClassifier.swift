import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// Classifies the text of a parsed Swift file exactly as SwiftIDEUtils'
/// `SyntaxProtocol.classifications` does, only faster.
///
/// This reproduces SwiftIDEUtils' classification on the swift-syntax tree: the same walk over
/// the tree's present nodes, the same token-kind and trivia rules, the same contextual rules
/// (a type's name is a type, a parameter's first name an argument label, an attribute's name is
/// an attribute whatever its tokens, …), the same editor placeholders, `unknown` tokens starting
/// with a quote, and merging of adjacent ranges of one kind. `SwiftClassifierTests` checks that
/// its ranges equal SwiftIDEUtils' for every Swift block of the guides and many tricky inputs.
///
/// NB: SwiftIDEUtils' visitor builds the parent's list of child key paths and compares the
/// child's key path with each key path of its rules, for every child of every node; that was
/// over half the time of highlighting a guide. Here the rules are resolved once into child
/// indices (``Rules``) and looked up with a switch on the parent's kind. Trivia without a `/`
/// cannot hold a comment, so it is reported as one unclassified range without splitting it into
/// pieces (which SwiftIDEUtils would merge into one range anyway).
enum SwiftClassifier {
  /// A classified range of UTF-8 offsets in the source.
  struct Span: Equatable {
    var kind: SyntaxClassification
    var start: Int
    var end: Int
  }

  /// The classified ranges of the file `tree`, in order, covering its whole text, as
  /// `tree.classifications` gives them.
  static func classify(_ tree: SourceFileSyntax) -> [Span] {
    // NB: a source file is the root of its tree, so nothing above it gives it a context.
    let node = Syntax(tree)
    return withExtendedLifetime(node) {
      var visitor = Visitor(
        lowerBound: node.position.utf8Offset, upperBound: node.endPosition.utf8Offset,
        rules: rules)
      _ = visitor.visit(node.raw, at: node.position.utf8Offset, context: nil)
      return visitor.spans
    }
  }

  private static let rules = Rules()
}

extension SwiftClassifier {
  /// A classification a node passes on to the tokens inside it; `force` classifies the whole
  /// text of the node (not only identifiers) and its tokens are not looked at.
  fileprivate struct Context {
    var kind: SyntaxClassification
    var force = false
  }

  /// SwiftIDEUtils' contextual rules (`SyntaxClassification.classify(_:)`), each a child of a
  /// node kind, resolved to the child's index in its parent's layout.
  fileprivate struct Rules: Sendable {
    var attributeName = index(\AttributeSyntax.attributeName, in: .attribute)
    var platformVersion = index(
      \PlatformVersionItemSyntax.platformVersion, in: .platformVersionItem)
    var platform = index(\PlatformVersionSyntax.platform, in: .platformVersion)
    var modifierName = index(\DeclModifierSyntax.name, in: .declModifier)
    var clausePoundKeyword = index(\IfConfigClauseSyntax.poundKeyword, in: .ifConfigClause)
    var clauseCondition = index(\IfConfigClauseSyntax.condition, in: .ifConfigClause)
    var poundEndif = index(\IfConfigDeclSyntax.poundEndif, in: .ifConfigDecl)
    var memberTypeName = index(\MemberTypeSyntax.name, in: .memberType)
    var operatorName = index(\OperatorDeclSyntax.name, in: .operatorDecl)
    var associativityLabel = index(
      \PrecedenceGroupAssociativitySyntax.associativityLabel, in: .precedenceGroupAssociativity)
    var relationLabel = index(
      \PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel, in: .precedenceGroupRelation)
    var identifierTypeName = index(\IdentifierTypeSyntax.name, in: .identifierType)
    var parameterFirstName = index(\FunctionParameterSyntax.firstName, in: .functionParameter)
    var argumentLabel = index(\LabeledExprSyntax.label, in: .labeledExpr)

    /// The position of `keyPath` in the layout of `kind`, or -1 (matching no child) when the
    /// layout does not have it.
    private static func index(_ keyPath: AnyKeyPath, in kind: SyntaxKind) -> Int {
      guard case .layout(let children) = kind.syntaxNodeType.structure else { return -1 }
      return children.firstIndex { $0 == keyPath } ?? -1
    }

    /// The classification the child at `index` of a `parent` node gets from its place.
    func context(parent: SyntaxKind, index: Int) -> Context? {
      switch parent {
      case .attribute: index == attributeName ? Context(kind: .attribute, force: true) : nil
      case .platformVersionItem: index == platformVersion ? Context(kind: .keyword) : nil
      case .platformVersion: index == platform ? Context(kind: .keyword) : nil
      case .declModifier: index == modifierName ? Context(kind: .attribute) : nil
      case .ifConfigClause:
        index == clausePoundKeyword || index == clauseCondition
          ? Context(kind: .ifConfigDirective) : nil
      case .ifConfigDecl: index == poundEndif ? Context(kind: .ifConfigDirective) : nil
      case .memberType: index == memberTypeName ? Context(kind: .type) : nil
      case .operatorDecl: index == operatorName ? Context(kind: .operator) : nil
      case .precedenceGroupAssociativity:
        index == associativityLabel ? Context(kind: .keyword) : nil
      case .precedenceGroupRelation: index == relationLabel ? Context(kind: .keyword) : nil
      case .identifierType: index == identifierTypeName ? Context(kind: .type) : nil
      case .functionParameter: index == parameterFirstName ? Context(kind: .argumentLabel) : nil
      case .labeledExpr: index == argumentLabel ? Context(kind: .argumentLabel) : nil
      default: nil
      }
    }
  }

  /// Walks a tree as SwiftIDEUtils' `ClassificationVisitor` does, collecting spans.
  private struct Visitor {
    enum Step { case next, stop }

    let lowerBound: Int
    let upperBound: Int
    let rules: Rules
    var spans: [Span] = []

    init(lowerBound: Int, upperBound: Int, rules: Rules) {
      self.lowerBound = lowerBound
      self.upperBound = upperBound
      self.rules = rules
    }

    mutating func visit(_ node: RawSyntax, at offset: Int, context: Context?) -> Step {
      guard offset < upperBound else { return .stop }
      guard offset + node.byteLength > lowerBound else { return .next }
      if let token = node.tokenView {
        guard token.presence == .present else { return .next }
        self.token(token, at: offset, context: context)
        return .next
      }
      guard let layout = node.layoutView else { return .next }
      let kind = node.kind
      var offset = offset
      for (index, child) in layout.children.enumerated() {
        guard let child else { continue }
        let own = rules.context(parent: kind, index: index)
        if let own, own.force {
          offset = forced(child, at: offset, kind: own.kind)
          continue
        }
        if visit(child, at: offset, context: own ?? context) == .stop { return .stop }
        offset += child.byteLength
      }
      return .next
    }

    /// Reports the text of `node` between its first leading and last trailing trivia as one
    /// range of `kind`, and returns the offset after it.
    private mutating func forced(_ node: RawSyntax, at start: Int, kind: SyntaxClassification)
      -> Int
    {
      var offset = start
      let first = Self.firstToken(of: node)
      let last = Self.lastToken(of: node)
      if let first { offset += trivia(of: first, leading: true, at: offset) }
      let textLength =
        node.byteLength - (first?.leadingTriviaByteLength ?? 0)
        - (last?.trailingTriviaByteLength ?? 0)
      report(kind, offset, offset + textLength)
      offset += textLength
      if let last { offset += trivia(of: last, leading: false, at: offset) }
      return offset
    }

    private mutating func token(_ token: RawSyntaxTokenView, at start: Int, context: Context?) {
      var offset = start
      offset += trivia(of: token, leading: true, at: offset)
      let text = token.rawText
      let kind = token.rawKind
      let classification: SyntaxClassification
      if let context, kind == .identifier || context.force {
        classification = context.kind
      } else if kind == .unknown, text.hasPrefix("\"") {
        classification = .stringLiteral
      } else if kind == .identifier, text.hasPrefix("<#"), text.hasSuffix("#>") {
        classification = .editorPlaceholder
      } else {
        classification = Self.classification(of: kind)
      }
      report(classification, offset, offset + text.count)
      offset += text.count
      _ = trivia(of: token, leading: false, at: offset)
    }

    /// Reports the leading or trailing trivia of `token` and returns its length.
    private mutating func trivia(of token: RawSyntaxTokenView, leading: Bool, at start: Int)
      -> Int
    {
      let length = leading ? token.leadingTriviaByteLength : token.trailingTriviaByteLength
      guard length > 0 else { return 0 }
      let slash: SyntaxText = "/"
      let mayHoldComment =
        leading
        ? token.leadingTrivia { $0.contains(slash) } : token.trailingTrivia { $0.contains(slash) }
      guard mayHoldComment else {
        report(.none, start, start + length)
        return length
      }
      var offset = start
      for piece in leading ? token.leadingRawTriviaPieces : token.trailingRawTriviaPieces {
        let kind: SyntaxClassification =
          switch piece {
          case .lineComment: .lineComment
          case .blockComment: .blockComment
          case .docLineComment: .docLineComment
          case .docBlockComment: .docBlockComment
          default: .none
          }
        report(kind, offset, offset + piece.byteLength)
        offset += piece.byteLength
      }
      return offset - start
    }

    /// Adds a range, merged into the previous one when they touch and have the same kind.
    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
      if kind == .none && start == end { return }
      if let last = spans.last, last.kind == kind, last.end == start {
        spans[spans.count - 1].end = end
        return
      }
      guard start <= upperBound, end >= lowerBound else { return }
      spans.append(Span(kind: kind, start: start, end: end))
    }

    private static func firstToken(of node: RawSyntax) -> RawSyntaxTokenView? {
      if let token = node.tokenView { return token.presence == .present ? token : nil }
      guard let children = node.layoutView?.children else { return nil }
      for child in children {
        if let child, let token = firstToken(of: child) { return token }
      }
      return nil
    }

    private static func lastToken(of node: RawSyntax) -> RawSyntaxTokenView? {
      if let token = node.tokenView { return token.presence == .present ? token : nil }
      guard let children = node.layoutView?.children else { return nil }
      for child in children.reversed() {
        if let child, let token = lastToken(of: child) { return token }
      }
      return nil
    }

    /// SwiftIDEUtils' classification of a token by its kind alone.
    private static func classification(of kind: RawTokenKind) -> SyntaxClassification {
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
}
