import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import TutorialMarkdown
@testable import TutorialModel
@testable import TutorialSite
@testable import TutorialSupport

@Suite struct SwiftClassifierTests {
  /// The repository: `Tutorials/`, `translations/` and the test fixtures.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// SwiftIDEUtils' ranges for `code`, as spans.
  static func reference(_ tree: SourceFileSyntax) -> [SwiftClassifier.Span] {
    tree.classifications.map {
      SwiftClassifier.Span(
        kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
    }
  }

  /// Expects the classifier to give SwiftIDEUtils' ranges for `code`, and records the first
  /// difference with the text around it.
  static func expectSameRanges(
    _ code: String, _ origin: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let tree = Parser.parse(source: code)
    let mine = SwiftClassifier.classify(tree)
    let theirs = reference(tree)
    guard mine != theirs else { return }
    let index =
      zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(mine.count, theirs.count)
    let mineAt = index < mine.count ? "\(mine[index])" : "none"
    let theirsAt = index < theirs.count ? "\(theirs[index])" : "none"
    let bytes = Array(code.utf8)
    let around = index < theirs.count ? theirs[index].start : bytes.count
    let near = String(
      decoding: bytes[max(0, around - 30)..<min(bytes.count, around + 30)], as: UTF8.self)
    Issue.record(
      """
      \(origin): ranges differ first at \(index) of \(theirs.count): \
      classifier \(mineAt), SwiftIDEUtils \(theirsAt), near «\(near)»
      """, sourceLocation: sourceLocation)
  }

  /// Every Markdown file under `folder`, recursively.
  static func markdownFiles(under folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "md" }
      .sorted { $0.path < $1.path }
  }

  @Test func matchesSwiftIDEUtilsOnEverySwiftBlockOfTheGuidesAndFixtures() throws {
    let folders = ["Tutorials", "translations", "Tests/Fixtures"]
    var blocks = 0
    for folder in folders {
      for file in Self.markdownFiles(under: Self.repository.appendingPathComponent(folder)) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        for block in MarkdownDocument(text).codeBlocks {
          guard let code = CodeBlockRenderer.swiftCode(of: block) else { continue }
          blocks += 1
          Self.expectSameRanges(code, "\(file.lastPathComponent):\(block.line)")
          if code != block.code {
            Self.expectSameRanges(block.code, "\(file.lastPathComponent):\(block.line) (whole)")
          }
        }
      }
    }
    #expect(blocks > 50, "the guides should have many Swift blocks; found \(blocks)")
  }

  @Test func matchesSwiftIDEUtilsOnTrickyInputs() {
    for (index, code) in Self.trickyInputs.enumerated() {
      Self.expectSameRanges(code, "tricky input \(index)")
    }
  }

  @Test func matchesSwiftIDEUtilsOnEveryPrefixOfTrickyInputs() {
    // NB: cutting code anywhere gives the parser's recovery many unfinished constructs.
    let code = Self.trickyInputs.joined(separator: "\n")
    var end = code.startIndex
    var count = 0
    while end < code.endIndex {
      end = code.index(after: end)
      count += 1
      if count % 7 == 0 { Self.expectSameRanges(String(code[..<end]), "prefix \(count)") }
    }
  }

  @Test func matchesSwiftIDEUtilsOnACorpusLikeBlock() {
    Self.expectSameRanges(Self.corpusLikeBlock, "corpus-like block")
  }

  @Test func classifiesEmptyInputAsNothing() {
    #expect(SwiftClassifier.classify(Parser.parse(source: "")) == [])
  }

  /// A block like those of the render benchmark's generated corpus.
  static let corpusLikeBlock = """
    struct Feature3x7: Reducer {
      struct State: Equatable {
        var count = 0
        var fact: String?
      }
      enum Action {
        case incrementButtonTapped
        case factResponse(String)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .incrementButtonTapped:
            state.count += 7
            return .none
          case let .factResponse(fact):
            state.fact = fact  // "7 is a number"
            return .none
          }
        }
      }
    }

    @MainActor
    func testFeature3x7() async {
      let store = TestStore(initialState: Feature3x7.State()) { Feature3x7() }
      await store.send(.incrementButtonTapped) { $0.count = 7 }
    }

    """

  static let trickyInputs: [String] = [
    "",
    " ",
    "\n\n",
    "// only a comment",
    "/// doc\n/** doc block */\n/* block */ let x = 1 // trailing\n",
    "/* unterminated block comment",
    "@Foo.Bar struct S {}",
    "@available(iOS 17, macOS 14, *) func f() {}",
    "@available(*, deprecated, message: \"use g\") @objc(named:) dynamic func f() {}",
    "@propertyWrapper struct W<T> { var wrappedValue: T }\nstruct S { @W var x: Int }",
    "@MainActor @Sendable (Int) -> Void",
    "@attached(member, names: named(init)) macro M() = #externalMacro(module: \"A\", type: \"B\")",
    """
    #if os(Linux) && swift(>=5.9)
    import Glibc
    #elseif canImport(Darwin) || DEBUG
    import Darwin
    #else
    #error("unsupported")
    #endif
    """,
    "#if compiler(>=6)\n@_spi(X) import M\n#endif\n",
    """
    precedencegroup ComposePrecedence {
      associativity: left
      higherThan: AdditionPrecedence
      lowerThan: MultiplicationPrecedence
      assignment: false
    }
    infix operator >>> : ComposePrecedence
    prefix operator √
    postfix operator ′
    func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
    """,
    "func move(from source: Int, to destination: Int, _ unlabeled: Int, `default` x: Int) {}",
    "move(from: 1, to: 2, 3, default: 4)\nlet t = (first: 1, second: 2)",
    "let s = \"a \\(b + 1) c \\(d(e: \"f\"))\"",
    "let m = \"\"\"\n  multi \\(line)\n  string\n  \"\"\"\n",
    "let r = #\"raw \\#(x) \"quoted\"\"#\nlet r2 = ##\"\"\"\n  raw multi\n  \"\"\"##",
    "let re = /a+(?<name>b)*/\nlet re2 = #/x/y/#\nlet re3 = #/\n  multi\n  /#",
    "xs.map { $0 * 2 }.filter { $1 > $0 }\nlet $x = 1",
    "let v = <#value#>\nfunc f(<#param#>) {}\n<#placeholder#>",
    "func (( {\n  ✓ = \"日本\"\n",
    "let 名前 = \"値\"; let café = 1; let 😀 = 2",
    "let x = \"unterminated\nlet y = 'single'",
    "struct { var = }\nclass : {}\nenum E { case }",
    "let a: [String: Int] = [:], b: Set<Int>? = nil, c: (Int, String) = (1, \"\")",
    "let d = 1.5e3 + 0x1F + 0b101 + 1_000 - .pi",
    "typealias T = Swift.Array<Foundation.URL>.Element",
    "extension Array: @retroactive P where Element: Hashable & Sendable {}",
    "func g<each T>(_ x: repeat each T) -> (repeat each T) { (repeat each x) }",
    "let k = \\Foo.bar.baz?[0]!\nlet f: (inout Int) throws(E) -> some P = { _ in }",
    "public private(set) nonisolated(unsafe) static var x = 1",
    "#sourceLocation(file: \"a.swift\", line: 3)\n#sourceLocation()",
    "if #available(iOS 17, *) {} else if #unavailable(macOS 14) {}",
    "#warning(\"w\")\n#Preview { Text(\"x\") }\nlet u = #URL(\"https://x\")",
    "switch x { case .a(let y) where y > 0: break; @unknown default: fallthrough }",
    "for case let (i, v)? in zip(a, b) { continue }\nrepeat { } while false",
    "let closure = { [weak self, x = y] (a: Int, b) async throws -> Int in a }",
    "#!/usr/bin/env swift\nprint(1)",
    "a ?? b; c! ; d?.e ; !f ; -g ; h++ ; i... ; ..<j ; k...l",
    "\u{FEFF}let bom = 1",
    "let tab =\t1\r\nlet cr = 2\r",
    "`class`.`self`",
    "import struct Foundation.URL\nimport func Darwin.exit",
    "actor A { isolated deinit {} }\ndistributed actor D {}",
    "let x = 1 /* inner /* nested */ still */ + 2",
    "struct S {\n  subscript(i: Int) -> Int { get { i } set {} }\n  init?(x: Int) { nil }\n}",
    "@_specialize(where T == Int) func f<T>(_: T) {}",
    "@freestanding(expression) macro stringify<T>(_: T) -> (T, String)",
    "let x = y as? Int ?? z as! String is Bool",
    "\"unterminated string with \\(interpolation",
    "let emoji = \"👩‍👩‍👧\" // 👍",
    "func f() -> Int { return 1 } }}} {{{",
    "@",
    "#if",
    "<#",
    "\"",
  ]
}
