/// The Swift file generated for one snippet, and how to map its diagnostics back.
///
/// Each snippet gets its own scope in a shared module: type and function declarations become
/// members of `enum Snippet_N`, statements the body of its `static func run()`, and what a local
/// scope rejects (imports, extensions, operators) stays at file scope, where a `fileprivate
/// typealias` per declared type lets it name the snippet's types unqualified. Every item is
/// preceded by `#sourceLocation(file: "Snippet_N.bJ", line: L)` so the compiler reports its
/// diagnostics by block and line; items keep their column.
///
/// A snippet that extends another module's type (`extension DependencyValues { var numberFact:
/// NumberFactClient … }`) keeps that extension to its own file: it is made `fileprivate`, and so
/// are the snippet's types (its members are declared in a `fileprivate extension Snippet_N`).
/// Two snippets that register the same dependency, or extend `Int` with the same member, then
/// share a module, which a member visible to the whole module would not allow.
struct WrappedSnippet: Sendable {
  /// The enum holding the snippet, also the stem of the file's name.
  var name: String
  /// The generated Swift source.
  var source: String
  /// Declarations the snippet adds to other modules' types or to the global scope, such as
  /// `DependencyValues.apiClient` or `operator <>`; two snippets sharing one must not share a
  /// module.
  var globalKeys: Set<String>
  /// Names the snippet makes visible to every file of its module: members it adds to other
  /// modules' types and operators it declares, such as `tripled` for
  /// `extension Int { var tripled: Int … }`.
  var exportedNames: Set<String> = []
  /// Names the snippet declares for its own file only: members it adds to other modules' types
  /// in the extensions it keeps to its file (see ``keepsExtensionsToItsFile``), and the type a
  /// private initializer or subscript extends.
  ///
  /// Another snippet of the module that mentions such a name without declaring it itself
  /// would be told it is inaccessible there, where on its own it does not exist: the two are
  /// compiled apart.
  var privateNames: Set<String> = []
  /// Every identifier and operator the snippet's code mentions.
  ///
  /// A snippet that mentions a name another snippet exports must not share its module: it
  /// would compile there, and not on its own, as a reader's copy of the block does not.
  var mentionedNames: Set<String> = []
  /// Whether SwiftParser found syntax errors; such a snippet shares a compiler run only with
  /// others that have some or that must fail, as a parse error stops every file before the
  /// compiler's SIL diagnostics.
  var hasSyntaxErrors: Bool
  /// Whether the snippet must fail to compile (see ``Snippet/mustFail``).
  var mustFail = false
  /// Text the wrapper inserted inside a line of a block (`static` before `func`).
  var insertions: [Insertion]

  /// `length` bytes inserted before `column` of `line` of block `block`.
  struct Insertion: Hashable, Sendable {
    var block: Int
    var line: Int
    var column: Int
    var length: Int
  }

  /// A line and column of block `block`.
  struct Location: Hashable, Sendable {
    var block: Int
    var line: Int
    var column: Int
  }

  /// Where the functions a block declares at its top level end (their closing brace), which
  /// the wrapper made static methods of the snippet's scope.
  var topLevelFunctionEnds: Set<Location> = []

  /// `message`, reported at `line` and `column` of block `block`, in the reader's words: the
  /// compiler calls a function of the block's top level a static method (that is how the
  /// wrapper compiles it), as in "missing return in static method expected to return 'Int'",
  /// where the reader wrote a global function.
  func readersWords(_ message: String, block: Int, line: Int, column: Int) -> String {
    guard topLevelFunctionEnds.contains(Location(block: block, line: line, column: column))
    else { return message }
    return message.replacingOccurrences(of: " in static method ", with: " in global function ")
  }

  /// Whether the snippet's extensions of other modules' types are `fileprivate`, and its types
  /// too, so that they are seen by its own file only.
  var keepsExtensionsToItsFile = false

  /// Whether an extension at file scope names the snippet's own types in a signature, and the
  /// snippet could not keep its extensions to its file.
  ///
  /// `public extension DependencyValues { var numberFact: NumberFactClient … }` does. Such a
  /// snippet names its types through internal type aliases, so it is compiled in a module of
  /// its own.
  var needsOwnModule = false

  /// The file name in `#sourceLocation` for block `block`.
  static func locationFile(snippet name: String, block: Int) -> String { "\(name).b\(block)" }

  /// Maps a column the compiler reported on `line` of `block` to the guide's column.
  func originalColumn(block: Int, line: Int, column: Int) -> Int {
    var result = column
    for insertion in insertions
    where insertion.block == block && insertion.line == line && insertion.column <= column {
      result = max(insertion.column, result - insertion.length)
    }
    return result
  }
}
