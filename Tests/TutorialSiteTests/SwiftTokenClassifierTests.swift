import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import TutorialMarkdown
@testable import TutorialModel
@testable import TutorialSite
@testable import TutorialSupport

@Suite struct SwiftTokenClassifierTests {
  /// The repository: `Tutorials/`, `translations/`, the sources and the test fixtures.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The highlighting class of each UTF-8 byte of `code`, from `spans`.
  static func classes(
    _ spans: [(kind: SyntaxClassification, range: Range<Int>)], count: Int
  ) -> [String?] {
    var classes = [String?](repeating: nil, count: count)
    for span in spans {
      for offset in span.range.clamped(to: 0..<count) {
        classes[offset] = SwiftHighlighter.className(span.kind)
      }
    }
    return classes
  }

  /// The classifier's class and SwiftIDEUtils' class for each byte of `code`.
  static func compare(_ code: String) -> (mine: [String?], theirs: [String?]) {
    var code = code
    return code.withUTF8 { bytes in
      let mine = SwiftTokenClassifier.classify(bytes).map { ($0.kind, $0.start..<$0.end) }
      let theirs = Parser.parse(source: bytes).classifications.map {
        ($0.kind, $0.range.lowerBound.utf8Offset..<$0.range.upperBound.utf8Offset)
      }
      return (classes(mine, count: bytes.count), classes(theirs, count: bytes.count))
    }
  }

  /// The number of bytes whose class differs, and a description of the first difference.
  static func differences(_ code: String) -> (count: Int, first: String?) {
    let (mine, theirs) = compare(code)
    let different = mine.indices.filter { mine[$0] != theirs[$0] }
    guard let first = different.first else { return (0, nil) }
    let bytes = Array(code.utf8)
    let near = String(
      decoding: bytes[max(0, first - 30)..<min(bytes.count, first + 30)], as: UTF8.self)
    return (
      different.count,
      "byte \(first): classifier \(mine[first] ?? "plain"), SwiftIDEUtils "
        + "\(theirs[first] ?? "plain"), near «\(near)»"
    )
  }

  /// Every file under `folder` with the extension, recursively, outside build folders.
  static func files(under folder: URL, extension pathExtension: String) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == pathExtension && !$0.path.contains("/.build/") }
      .sorted { $0.path < $1.path }
  }

  @Test func givesSwiftIDEUtilsClassesOnEverySwiftBlockOfTheGuidesAndFixtures() throws {
    let folders = ["Tutorials", "translations", "Tests/Fixtures"]
    var blocks = 0
    // NB: translations repeat their source's code; each distinct block is compared once.
    var seen: Set<String> = []
    for folder in folders {
      let url = Self.repository.appendingPathComponent(folder)
      for file in Self.files(under: url, extension: "md") {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        for block in MarkdownDocument(text).codeBlocks {
          guard let code = CodeBlockRenderer.swiftCode(of: block), seen.insert(code).inserted
          else { continue }
          blocks += 1
          if let first = Self.differences(code).first {
            Issue.record("\(file.lastPathComponent):\(block.line): \(first)")
          }
        }
      }
    }
    #expect(blocks > 50, "the guides should have many Swift blocks; found \(blocks)")
  }

  @Test func givesSwiftIDEUtilsClassesToAlmostEveryByteOfKatasSources() throws {
    // NB: Kata's sources use what guides rarely show (availability, `@convention`, generic
    // `where` clauses over many lines), where the scan may differ from the parser; the bound
    // keeps those rare. No byte differs today. (Over all the repository's Swift, 2 MB, 0.01 % of bytes differ; in a
    // debug build that takes too long for every `make test`.)
    var total = 0
    var different = 0
    var firsts: [String] = []
    for folder in ["Sources/Kata"] {
      let url = Self.repository.appendingPathComponent(folder)
      for file in Self.files(under: url, extension: "swift") {
        let code = try String(contentsOf: file, encoding: .utf8)
        let (count, first) = Self.differences(code)
        total += code.utf8.count
        different += count
        if let first { firsts.append("\(file.lastPathComponent): \(first)") }
      }
    }
    #expect(total > 200_000, "Kata should have over 200 kB of Swift")
    #expect(
      Double(different) <= Double(total) * 0.0005,
      """
      \(different) of \(total) bytes differ from SwiftIDEUtils; first differences:
      \(firsts.prefix(10).joined(separator: "\n"))
      """)
  }

  @Test func keepsTheLexersClassesOnTrickyInputs() {
    // NB: strings, comments, numbers and operators come from swift-syntax's lexer, as the
    // parser's do; on code that does not parse, the parser's recovery may group names
    // differently, so only those classes are compared.
    let lexical: Set<String?> = ["comment", "doc-comment", "string", "number"]
    for (index, code) in Self.trickyInputs.enumerated() {
      let (mine, theirs) = Self.compare(code)
      for offset in mine.indices
      where (lexical.contains(mine[offset]) || lexical.contains(theirs[offset]))
        && mine[offset] != theirs[offset]
      {
        let classes = "\(mine[offset] ?? "plain") ≠ \(theirs[offset] ?? "plain")"
        Issue.record("tricky input \(index), byte \(offset): \(classes) in «\(code)»")
        break
      }
    }
  }

  @Test func classifiesEveryPrefixOfTrickyInputsInOrderAndInBounds() {
    // NB: cutting code anywhere leaves strings, comments and brackets unfinished.
    let code = Self.trickyInputs.joined(separator: "\n")
    var end = code.startIndex
    var count = 0
    while end < code.endIndex {
      end = code.index(after: end)
      count += 1
      guard count % 7 == 0 || end == code.endIndex else { continue }
      var prefix = String(code[..<end])
      let spans = prefix.withUTF8 { SwiftTokenClassifier.classify($0) }
      let count = prefix.utf8.count
      let ordered = zip(spans, spans.dropFirst()).allSatisfy { $0.end <= $1.start }
      let inBounds = spans.allSatisfy { 0 <= $0.start && $0.start < $0.end && $0.end <= count }
      if !ordered || !inBounds {
        Issue.record("spans out of order or bounds for «\(prefix)»: \(spans)")
        return
      }
    }
  }

  @Test func givesSwiftIDEUtilsClassesOnACorpusLikeBlock() {
    #expect(Self.differences(Self.corpusLikeBlock).first == nil)
  }

  @Test func classifiesDeeplyNestedTypesWithoutRunningOutOfStack() {
    // NB: each nested type is a call deeper in the scan; a guide could nest them without end.
    let depth = 5_000
    let nested = [
      "let x: " + String(repeating: "[", count: depth) + "Int"
        + String(repeating: "]", count: depth),
      "let y: A" + String(repeating: " & A", count: depth),
      "let z: " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
      "let w: Array" + String(repeating: "<Array", count: depth)
        + String(repeating: ">", count: depth),
    ]
    for var code in nested {
      let spans = code.withUTF8 { SwiftTokenClassifier.classify($0) }
      #expect(spans.first?.kind == .keyword)
    }
  }

  @Test func classifiesEmptyInputAsNothing() {
    var empty = ""
    #expect(empty.withUTF8 { SwiftTokenClassifier.classify($0) } == [])
  }

  @Test func typesAreTypesOnlyWhereATypeIsWritten() {
    let code = "let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }"
    let (mine, _) = Self.compare(code)
    func classOf(_ word: String, occurrence: Int = 0) -> String? {
      var ranges = code.utf8.ranges(of: word.utf8)[...]
      ranges.removeFirst(occurrence)
      guard let range = ranges.first else { return "missing" }
      return mine[code.utf8.distance(from: code.utf8.startIndex, to: range.lowerBound)]
    }
    #expect(classOf("StoreOf") == "type")
    #expect(classOf("Counter") == "type")
    #expect(classOf("Store", occurrence: 1) == nil)
    #expect(classOf("Counter", occurrence: 1) == nil)
    #expect(classOf("initialState") == "label")
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
    // NB: found by the highlight fuzz target (Fuzz/Regressions/highlight/): the scan looked at
    // the token before the first one.
    "weak x",
    "unowned",
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
    "  let s = \"\"\"\n    <a href=\"\\(x)\">\\\n    \\(y)</a>\n    \"\"\"\n",
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
