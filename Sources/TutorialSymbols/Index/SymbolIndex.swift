import Foundation

/// The public symbols of one documented module, read from its symbol graphs: what each is
/// called, what it declares, and where its page is in the DocC reference.
///
/// ```swift
/// let index = try SymbolIndex(directory: URL(filePath: "site/api/symbol-graphs"))
/// index.symbol(named: "Store")?.pagePath        // "documentation/kata/store"
/// index.member("run", of: "Effect")?.pagePath   // "documentation/kata/effect/run(name:…)"
/// index.implicitMember("run")?.pagePath         // the same: `.run` where an Effect is expected
/// ```
///
/// The graphs are those `scripts/api-reference.sh` writes to `OUT/symbol-graphs` (or any made
/// by `swift-symbolgraph-extract` or `swiftc -emit-symbol-graph`): `Module.symbols.json` and,
/// for extensions of other modules' types, `Module@Other.symbols.json`.
public struct SymbolIndex: Sendable, Codable, Equatable {
  /// The documented module, such as `Kata`.
  public var moduleName: String
  /// Every public symbol, in a stable order (by page path, then precise identifier).
  public private(set) var symbols: [APISymbol]

  private var byIdentifier: [String: Int] = [:]
  private var byPath: [[String]: [Int]] = [:]
  private var byBaseName: [String: [Int]] = [:]

  private enum CodingKeys: String, CodingKey {
    case moduleName, symbols
  }

  /// An index of `symbols`, the public symbols of `moduleName`.
  public init(moduleName: String, symbols: [APISymbol]) {
    self.moduleName = moduleName
    self.symbols = symbols.sorted {
      ($0.pagePath, $0.preciseIdentifier) < ($1.pagePath, $1.preciseIdentifier)
    }
    buildLookups()
  }

  /// Decodes an index that was encoded (to store it beside a stamp, say).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      moduleName: try container.decode(String.self, forKey: .moduleName),
      symbols: try container.decode([APISymbol].self, forKey: .symbols))
  }

  /// Encodes the module name and the symbols; the lookups are rebuilt when decoding.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(moduleName, forKey: .moduleName)
    try container.encode(symbols, forKey: .symbols)
  }

  /// Two indexes are equal when they list the same symbols of the same module.
  public static func == (lhs: SymbolIndex, rhs: SymbolIndex) -> Bool {
    lhs.moduleName == rhs.moduleName && lhs.symbols == rhs.symbols
  }

  /// Reads every `*.symbols.json` file in `directory`.
  ///
  /// - Throws: ``SymbolGraphError`` when the folder cannot be read, holds no symbol graph, a
  ///   file is not a symbol graph, or the files describe different modules.
  public init(directory: URL) throws(SymbolGraphError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw .unreadableDirectory(path: directory.path, reason: Self.reason(error))
    }
    let files = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
      .map { directory.appendingPathComponent($0) }
    guard !files.isEmpty else { throw .noSymbolGraphs(directory: directory.path) }
    try self.init(files: files)
  }

  /// Reads the symbol graph files `files`, all of one module.
  ///
  /// - Throws: ``SymbolGraphError`` when a file cannot be read or is not a symbol graph, or
  ///   the files describe different modules.
  public init(files: [URL]) throws(SymbolGraphError) {
    var graphs: [(name: String, data: Data)] = []
    for file in files {
      do {
        graphs.append((file.path, try Data(contentsOf: file)))
      } catch {
        throw .unreadableFile(path: file.path, reason: Self.reason(error))
      }
    }
    try self.init(graphs: graphs)
  }

  /// Reads symbol graphs given as data, each with the path or name of its file.
  ///
  /// The name matters for extensions: in `Kata@Dependencies.symbols.json`, the symbols are
  /// members of the module `Dependencies`' types, and their pages sit under its name.
  ///
  /// - Throws: ``SymbolGraphError`` when a graph is not a symbol graph or the graphs describe
  ///   different modules.
  public init(graphs: [(name: String, data: Data)]) throws(SymbolGraphError) {
    guard let first = graphs.first else { throw .noSymbolGraphs(directory: "(no files)") }
    var module: String?
    var inputs: [DocCPagePaths.Input] = []
    var details: [String: (SymbolGraphFile.Symbol, String?)] = [:]
    for (name, data) in graphs {
      let file: SymbolGraphFile
      do {
        file = try JSONDecoder().decode(SymbolGraphFile.self, from: data)
      } catch {
        throw .invalidSymbolGraph(path: name, detail: Self.describe(error))
      }
      if let module, module != file.module.name {
        throw .mixedModules(path: name, expected: module, found: file.module.name)
      }
      module = file.module.name
      let extended = Self.extendedModule(fileName: name, module: file.module.name)
      let defaults = Set(
        (file.relationships ?? []).filter { $0.kind == "defaultImplementationOf" }.map(\.source))
      for symbol in file.symbols
      where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
        let identifier = symbol.identifier.precise
        guard details[identifier] == nil else { continue }
        details[identifier] = (symbol, extended)
        inputs.append(
          DocCPagePaths.Input(
            preciseIdentifier: identifier,
            kind: symbol.kind.identifier,
            components: (extended.map { [$0] } ?? []) + symbol.pathComponents,
            isDisfavored: identifier.contains(APISymbol.synthesizedMarker)
              || defaults.contains(identifier)))
      }
    }
    let moduleName = module ?? first.name
    let pages = DocCPagePaths.pagePaths(module: moduleName, symbols: inputs)
    let symbols = inputs.compactMap { input -> APISymbol? in
      guard let (symbol, extended) = details[input.preciseIdentifier],
        let page = pages[input.preciseIdentifier]
      else { return nil }
      return APISymbol(
        preciseIdentifier: input.preciseIdentifier,
        kind: symbol.kind.identifier,
        kindName: symbol.kind.displayName,
        pathComponents: symbol.pathComponents,
        extendedModule: extended,
        declaration: (symbol.declarationFragments ?? []).map(\.spelling).joined(),
        pagePath: page)
    }
    self.init(moduleName: moduleName, symbols: symbols)
  }

  /// The symbol whose precise identifier is `preciseIdentifier`.
  public func symbol(preciseIdentifier: String) -> APISymbol? {
    byIdentifier[preciseIdentifier].map { symbols[$0] }
  }

  /// The symbols at `pathComponents` (several for overloads), such as `["Effect", "merge(_:)"]`.
  public func symbols(at pathComponents: [String]) -> [APISymbol] {
    (byPath[pathComponents] ?? []).map { symbols[$0] }
  }

  /// The symbols whose ``APISymbol/baseName`` is `baseName`, in index order.
  func symbols(baseName: String) -> [APISymbol] {
    (byBaseName[baseName] ?? []).map { symbols[$0] }
  }

  private mutating func buildLookups() {
    byIdentifier = [:]
    byPath = [:]
    byBaseName = [:]
    for (offset, symbol) in symbols.enumerated() {
      byIdentifier[symbol.preciseIdentifier] = offset
      byPath[symbol.pathComponents, default: []].append(offset)
      byBaseName[symbol.baseName, default: []].append(offset)
    }
  }

  /// `Other` for a graph named `Module@Other.symbols.json`, `nil` for `Module.symbols.json`.
  private static func extendedModule(fileName: String, module: String) -> String? {
    let base = (fileName as NSString).lastPathComponent
    guard base.hasPrefix(module + "@"), base.hasSuffix(".symbols.json") else { return nil }
    let other = base.dropFirst(module.count + 1).dropLast(".symbols.json".count)
    return other.isEmpty ? nil : String(other)
  }

  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return error.localizedDescription
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case let DecodingError.keyNotFound(key, context):
      "missing \(Self.path(context.codingPath + [key]))"
    case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
      "unexpected value at \(Self.path(context.codingPath)): \(context.debugDescription)"
    case let DecodingError.dataCorrupted(context):
      context.codingPath.isEmpty
        ? "invalid JSON" : "invalid value at \(Self.path(context.codingPath))"
    default:
      String(describing: error)
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    return codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
    }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
