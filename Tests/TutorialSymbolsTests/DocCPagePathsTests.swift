import Foundation
import Testing

@testable import TutorialSymbols

@Suite struct DocCPagePathsTests {
  /// A page `docc` listed in `linkable-entities.json`.
  private struct Entity: Decodable {
    var path: String
    var usr: String?
  }

  @Test func everyPagePathIsWhereDocCPutThePage() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let output = try await ShopFixture.doccOutput()
    let entities = try JSONDecoder().decode(
      [Entity].self,
      from: Data(contentsOf: output.appendingPathComponent("linkable-entities.json")))
    let doccPaths = Dictionary(
      entities.compactMap { entity in entity.usr.map { ($0, entity.path) } },
      uniquingKeysWith: { first, _ in first })

    var compared = 0
    for symbol in index.symbols {
      guard let doccPath = doccPaths[symbol.preciseIdentifier] else { continue }
      #expect("/" + symbol.pagePath == doccPath, "\(symbol.pathComponents)")
      compared += 1
    }
    #expect(compared >= 30, "docc listed only \(compared) of the fixture's symbols")
    for symbol in index.symbols where symbol.kind != "swift.extension" {
      let page = output.appendingPathComponent(symbol.pagePath)
      #expect(FileManager.default.fileExists(atPath: page.path), "no page at \(symbol.pagePath)")
    }
  }

  @Test func disambiguatesCollisionsAsDocCDoes() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(
      index.member("Body", of: "Shop")?.pagePath == "documentation/shop/shop/body-swift.struct")
    #expect(
      index.member("body", of: "Shop")?.pagePath == "documentation/shop/shop/body-swift.property")
    let sells = index.symbols(at: ["Shop", "sell(_:)"])
    for sell in sells {
      let hash = DocCPagePaths.stableHash(sell.preciseIdentifier)
      #expect(sell.pagePath == "documentation/shop/shop/sell(_:)-\(hash)")
    }
    #expect(index.member("<", of: "Receipt")?.pagePath == "documentation/shop/receipt/_(_:_:)")
    let labels = index.symbols(at: ["Sellable", "label()"]).map(\.pagePath).sorted()
    #expect(labels.count == 2)
    #expect(labels.first == "documentation/shop/sellable/label()", "the requirement keeps the name")
    #expect(labels.last?.hasPrefix("documentation/shop/sellable/label()-") == true)
    #expect(index.member("total", of: "Array")?.pagePath == "documentation/shop/swift/array/total")
    #expect(index.symbol(named: "Shop")?.pagePath == "documentation/shop/shop")
  }

  @Test func hashesLikeDocC() {
    // Values read from Kata's docc output: Effect.merge(_:) and TestStore.receive overloads.
    #expect(DocCPagePaths.stableHash("s:4Kata6EffectV5mergeyACyxGAEd_tFZ") == "6p9k7")
    #expect(DocCPagePaths.urlComponent("..<(_:_:)") == ".._(_:_:)")
    #expect(DocCPagePaths.urlComponent("Send(Action)") == "send(action)")
  }
}
