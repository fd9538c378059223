/// Works out where DocC puts each symbol's page, the way `docc convert` names them.
///
/// The rule, read from the output of the toolchain's `docc` (Swift 6.3) and checked against
/// its `linkable-entities.json` for every symbol of Kata and of the test fixture:
///
/// - A page is `documentation/<module>/<component>/…`, all lowercased. A member of another
///   module's type (from a `Module@Other.symbols.json` graph) sits under that module's name:
///   `documentation/kata/dependencies/dependencyvalues/dismiss`.
/// - A character a URL path does not allow (`<`, `>`, `|`, `^`, `%`, a space …) becomes `_`, and
///   a component that starts with `.` gets a `'` in front: `..<(_:_:)` is `'.._(_:_:)`.
/// - Siblings whose components are then equal collide (case does not count: `Body` and `body`
///   do). If exactly one of them is neither synthesized nor a protocol's default
///   implementation, it keeps the plain name. Every other one gets a suffix: `-<kind>` when no
///   other symbol in the collision has its kind (`body-swift.struct`), else a hash of its
///   precise identifier (`sell(_:)-1etah`), the FNV-1 hash folded to 24 bits, in base 36.
/// - An extension block (`swift.extension`) has no page of its own: it is its type's page.
enum DocCPagePaths {
  struct Input {
    var preciseIdentifier: String
    var kind: String
    /// The extended module's name first, for a member of another module's type.
    var components: [String]
    /// Synthesized or a default implementation: yields the plain name to a declared sibling.
    var isDisfavored: Bool
  }

  /// The page path of each symbol, keyed by precise identifier.
  static func pagePaths(module: String, symbols: [Input]) -> [String: String] {
    let root = "documentation/" + module.lowercased()
    var pages: [String: String] = [:]
    // The page of the first symbol at each exact path: the parent of the symbols below it.
    var nodePages: [[String]: String] = [:]

    func parentPage(_ components: ArraySlice<String>) -> String {
      guard let last = components.last else { return root }
      if let page = nodePages[Array(components)] { return page }
      return parentPage(components.dropLast()) + "/" + urlComponent(last)
    }

    let blocks = symbols.filter { $0.kind == "swift.extension" }
    let pageSymbols = symbols.filter { $0.kind != "swift.extension" }
    let levels = Dictionary(grouping: pageSymbols, by: \.components.count)
    for level in levels.keys.sorted() {
      guard let symbolsAtLevel = levels[level] else { continue }
      var collisions: [String: [Input]] = [:]
      var order: [String] = []
      for symbol in symbolsAtLevel {
        guard let name = symbol.components.last else { continue }
        let key = parentPage(symbol.components.dropLast()) + "/" + urlComponent(name)
        if collisions[key] == nil { order.append(key) }
        collisions[key, default: []].append(symbol)
      }
      for key in order {
        let group = collisions[key] ?? []
        for symbol in group {
          var page = key
          if let suffix = disambiguation(of: symbol, among: group) { page += "-" + suffix }
          pages[symbol.preciseIdentifier] = fileSafe(page)
          if nodePages[symbol.components] == nil { nodePages[symbol.components] = fileSafe(page) }
        }
      }
    }
    for block in blocks {
      pages[block.preciseIdentifier] = fileSafe(parentPage(block.components[...]))
    }
    return pages
  }

  /// The suffix that sets `symbol` apart from the others in its collision, or `nil`.
  private static func disambiguation(of symbol: Input, among group: [Input]) -> String? {
    guard group.count > 1 else { return nil }
    let favored = group.filter { !$0.isDisfavored }
    if favored.count == 1, favored[0].preciseIdentifier == symbol.preciseIdentifier {
      return nil
    }
    if group.lazy.filter({ $0.kind == symbol.kind }).count == 1 { return symbol.kind }
    return stableHash(symbol.preciseIdentifier)
  }

  /// A name as one lowercased URL path component, before the leading-period rule.
  static func urlComponent(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      result.unicodeScalars.append(isAllowedInPath(scalar) ? scalar : "_")
    }
    return result.lowercased()
  }

  /// Puts `'` before every component that starts with a period (`.._(_:)`), as DocC does so
  /// that no file looks hidden to a web server.
  private static func fileSafe(_ path: String) -> String {
    guard path.contains("/.") else { return path }
    return path.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0.hasPrefix(".") ? "'" + $0 : String($0) }
      .joined(separator: "/")
  }

  /// RFC 3986's `pchar`: unreserved characters, sub-delimiters, `:` and `@`.
  private static func isAllowedInPath(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": true
    case "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@": true
    default: false
    }
  }

  /// DocC's disambiguation hash: FNV-1 (32 bits) of the UTF-8 bytes, the top byte folded into
  /// the low 24 bits, in lowercase base 36.
  static func stableHash(_ string: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in string.utf8 {
      hash = (hash &* 16_777_619) ^ UInt32(byte)
    }
    return String((hash >> 24) ^ (hash & 0xff_ffff), radix: 36)
  }
}
