import Foundation
import TutorialSymbols

/// Kata's API reference as the site shows it: DocC's static output under `api/`, a link to it
/// in every page's header, and links from names in Swift blocks to their pages.
///
/// ```swift
/// let reference = try APIReference(folder: ".build/api-reference")  // scripts/api-reference.sh OUT
/// var options = RenderOptions()
/// options.apiReference = reference
/// ```
public struct APIReference: Sendable {
  /// The folder `scripts/api-reference.sh` wrote: DocC's output and `symbol-graphs/`.
  public var folder: String
  /// The public symbols, read from `folder/symbol-graphs`.
  public var symbols: SymbolIndex

  /// The folder of the site the reference is copied to, and its pages' URLs start with.
  public static let sitePath = "api"

  /// Reads the reference in `folder`.
  ///
  /// - Throws: ``RenderError/apiReference(_:)`` when the folder holds no symbol graphs (it was
  ///   not written by `scripts/api-reference.sh`) or they cannot be read.
  public init(folder: String) throws(RenderError) {
    let graphs = URL(fileURLWithPath: folder).appendingPathComponent("symbol-graphs")
    guard FileManager.default.fileExists(atPath: graphs.path) else {
      throw .apiReference(
        "\(folder) has no symbol-graphs/ folder; run scripts/api-reference.sh OUT and pass "
          + "--api-reference OUT, or --no-api-reference")
    }
    do {
      symbols = try SymbolIndex(directory: graphs)
    } catch {
      throw .apiReference(error.description)
    }
    self.folder = folder
  }

  /// The reference's landing page, relative to a page one folder deep (`en/01-….html`).
  public var landingHref: String {
    "../\(Self.sitePath)/documentation/\(symbols.moduleName.lowercased())/"
  }

  /// The page of `symbol`, relative to a page one folder deep.
  func href(_ symbol: APISymbol) -> String {
    "../\(Self.sitePath)/\(symbol.pagePath)/"
  }

  /// The names in `code` to link, with their pages.
  func links(in code: String) -> [SwiftHighlighter.Link] {
    symbols.references(inSwiftCode: code).map {
      SwiftHighlighter.Link(utf8Range: $0.utf8Range, href: href($0.symbol))
    }
  }

  /// DocC's output, as files of the site under `api/` (the symbol graphs and the script's
  /// marker stay out).
  func siteFiles() throws(RenderError) -> [String: Data] {
    let root = URL(fileURLWithPath: folder)
    guard let paths = FileManager.default.subpaths(atPath: root.path) else {
      throw .apiReference("\(folder): cannot list the API reference's files")
    }
    var files: [String: Data] = [:]
    for path in paths where !path.hasPrefix("symbol-graphs") && !path.hasPrefix(".") {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .apiReference("\(url.path): cannot read this file of the API reference")
      }
      files["\(Self.sitePath)/\(path)"] = data
    }
    return files
  }
}
