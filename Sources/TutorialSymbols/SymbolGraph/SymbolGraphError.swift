import Foundation

/// Why symbol graphs could not be read into a ``SymbolIndex``.
public enum SymbolGraphError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder of symbol graphs does not exist or cannot be listed.
  case unreadableDirectory(path: String, reason: String)
  /// The folder holds no `*.symbols.json` file.
  case noSymbolGraphs(directory: String)
  /// A symbol graph file cannot be read.
  case unreadableFile(path: String, reason: String)
  /// A file is not a symbol graph: invalid JSON, or a required field is missing.
  case invalidSymbolGraph(path: String, detail: String)
  /// The files describe more than one module; a reference documents one.
  case mixedModules(path: String, expected: String, found: String)

  public var description: String {
    switch self {
    case let .unreadableDirectory(path, reason):
      "\(path): cannot read the symbol graph folder (\(reason)); run "
        + "scripts/api-reference.sh OUT and pass OUT/symbol-graphs"
    case let .noSymbolGraphs(directory):
      "\(directory): no *.symbols.json file here; run scripts/api-reference.sh OUT and pass "
        + "OUT/symbol-graphs"
    case let .unreadableFile(path, reason):
      "\(path): cannot read the symbol graph (\(reason))"
    case let .invalidSymbolGraph(path, detail):
      "\(path): not a symbol graph: \(detail); make it again with scripts/api-reference.sh"
    case let .mixedModules(path, expected, found):
      "\(path): describes module \(found), but the other files describe \(expected); pass the "
        + "symbol graphs of one module"
    }
  }
}
