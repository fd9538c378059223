import Foundation
import TemporaryFolders
import Testing

@testable import TutorialSymbols

@Suite struct SymbolGraphErrorTests {
  private func temporaryFolder() throws -> URL {
    try TemporaryFolder.folder("SymbolGraphErrorTests")
  }

  @Test func aMissingFolderSaysHowToMakeTheGraphs() throws {
    let folder = try temporaryFolder().appendingPathComponent("api/symbol-graphs")

    #expect {
      try SymbolIndex(directory: folder)
    } throws: { error in
      guard case .unreadableDirectory(let path, _) = error as? SymbolGraphError else {
        return false
      }
      return path == folder.path && "\(error)".contains("scripts/api-reference.sh")
    }
  }

  @Test func aFolderWithoutGraphsIsAnError() throws {
    let folder = try temporaryFolder()
    try Data("{}".utf8).write(to: folder.appendingPathComponent("notes.json"))

    #expect(throws: SymbolGraphError.noSymbolGraphs(directory: folder.path)) {
      try SymbolIndex(directory: folder)
    }
  }

  @Test func aFileThatIsNotASymbolGraphIsNamedWithWhatIsWrong() throws {
    let folder = try temporaryFolder()
    let broken = folder.appendingPathComponent("Kata.symbols.json")
    try Data(#"{"module": {"name": "Kata"}, "symbols": [{"kind": {}}]}"#.utf8).write(to: broken)

    #expect {
      try SymbolIndex(directory: folder)
    } throws: { error in
      guard case .invalidSymbolGraph(let path, let detail) = error as? SymbolGraphError else {
        return false
      }
      return path == broken.path && detail == "missing symbols[0].kind.identifier"
    }

    try Data("not json".utf8).write(to: broken)
    #expect(throws: SymbolGraphError.invalidSymbolGraph(path: broken.path, detail: "invalid JSON"))
    {
      try SymbolIndex(directory: folder)
    }
  }

  @Test func graphsOfTwoModulesAreRefused() async throws {
    let shop = try await ShopFixture.graphs(.v1).appendingPathComponent("Shop.symbols.json")
    let folder = try temporaryFolder()
    try FileManager.default.copyItem(at: shop, to: folder.appendingPathComponent("A.symbols.json"))
    let other = #"{"module": {"name": "Other"}, "symbols": []}"#
    let otherFile = folder.appendingPathComponent("Other.symbols.json")
    try Data(other.utf8).write(to: otherFile)

    #expect(
      throws: SymbolGraphError.mixedModules(path: otherFile.path, expected: "Shop", found: "Other")
    ) {
      try SymbolIndex(directory: folder)
    }
    #expect(
      SymbolGraphError.mixedModules(path: "x", expected: "Shop", found: "Other").description
        == "x: describes module Other, but the other files describe Shop; pass the symbol graphs "
        + "of one module")
  }
}
