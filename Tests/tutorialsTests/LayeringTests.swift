import Foundation
import Testing

/// The tutorial runner's layers import only the layers below them, so that a change to one
/// (the server, the compiler driver) cannot reach into another (README.md of each target).
///
/// Package.swift's dependencies already stop most wrong imports; these hold what it cannot: a
/// layer that lists a dependency it should not, and the one file that may talk to cmark-gfm.
@Suite struct LayeringTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The runner layers each layer may import.
  static let allowedLayers: [String: Set<String>] = [
    "TutorialSupport": [],
    "TutorialMarkdown": [],
    "TutorialSymbols": [],
    "TutorialModel": ["TutorialMarkdown", "TutorialSupport", "TutorialSymbols"],
    "TutorialSite": ["TutorialMarkdown", "TutorialModel", "TutorialSupport", "TutorialSymbols"],
    "TutorialServer": ["TutorialModel", "TutorialSite", "TutorialSupport"],
    "TutorialToolchain": ["TutorialSupport"],
    "TutorialChecking": [
      "TutorialMarkdown", "TutorialModel", "TutorialSupport", "TutorialToolchain",
    ],
  ]

  /// Modules only the web layers may import: the server framework and the template engine.
  static let webModules: Set<String> = [
    "Hummingbird", "HummingbirdCore", "HTTPTypes", "Mustache", "NIOCore", "NIOHTTPTypes",
    "ServiceLifecycle", "Logging",
  ]

  /// `module`'s Swift files, relative to the repository, with the modules each imports.
  static func imports(of module: String) throws -> [(file: String, imports: Set<String>)] {
    let folder = repository.appendingPathComponent("Sources/\(module)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { file in
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imported = text.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.count == 2, words[0] == "import" else { return nil }
        return String(words[1])
      }
      return ("Sources/\(module)/\(file)", Set(imported))
    }
  }

  @Test(arguments: allowedLayers.keys.sorted())
  func eachLayerImportsOnlyTheLayersBelowIt(module: String) throws {
    let allowed = Self.allowedLayers[module] ?? []
    let files = try Self.imports(of: module)
    #expect(!files.isEmpty, "no Swift files in Sources/\(module)")
    for (file, imported) in files {
      let layers = imported.filter { Self.allowedLayers[$0] != nil }
      #expect(
        layers.isSubset(of: allowed), "\(file) imports \(layers.subtracting(allowed).sorted())")
      if !["TutorialSite", "TutorialServer"].contains(module) {
        let web = imported.intersection(Self.webModules)
        #expect(web.isEmpty, "\(file) imports \(web.sorted()), which only the web layers may")
      }
    }
  }

  @Test func onlyOneFileTalksToCmarkGFM() throws {
    var importers: [String] = []
    for module in Self.allowedLayers.keys.sorted() {
      importers += try Self.imports(of: module).filter { $0.imports.contains("CCmarkGFM") }
        .map(\.file)
    }
    #expect(importers == ["Sources/TutorialMarkdown/MarkdownDocument.swift"])
  }
}
