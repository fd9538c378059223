import Foundation
import Testing

@testable import TutorialSymbols

@Suite struct SymbolReferenceTests {
  /// Each reference as the text it covers and the path of the symbol it names.
  private func references(in code: String, index: SymbolIndex) -> [String] {
    let bytes = Array(code.utf8)
    return index.references(inSwiftCode: code).map { reference in
      let text = String(decoding: bytes[reference.utf8Range], as: UTF8.self)
      return text + " → " + reference.symbol.pathComponents.joined(separator: ".")
    }
  }

  @Test func linksTypesMembersAndImplicitMembersFromWhatIsWrittenAroundThem() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let code = ##"""
      import Shop
      // Shop in a comment, /* and Receipt in /* a nested */ one */
      let shop: Shop = .open(named: "Corner \(Shop.empty.name)")
      let receipt = shop.sell(.apple)
      struct Receipt {}
      let price = Item.apple.discounted()
      let prices = [Item.apple].total
      let label = #"Shop "quoted" \(Shop) \#(Receipt.empty)"#
      let `Item` = """
        Shop
        """
      """##

    #expect(
      references(in: code, index: index) == [
        "Shop → Shop",
        "open → Shop.open(named:)",
        "Shop → Shop",
        "empty → Shop.empty",
        "name → Shop.name",
        "sell → Shop.sell(_:)",
        "apple → Item.apple",
        "Item → Item",
        "apple → Item.apple",
        "discounted → Sellable.discounted()",
        "Item → Item",
        "apple → Item.apple",
        "Receipt → Receipt",
        "empty → Receipt.empty",
      ])
  }

  @Test func leavesAnAmbiguousMemberUnlinked() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(
      references(in: "let all = items.total + receipt.total", index: index).isEmpty,
      "Receipt and Array both have `total`")
    #expect(
      references(in: "let e = Receipt.empty; let f: Shop = .empty", index: index) == [
        "Receipt → Receipt", "empty → Receipt.empty", "Shop → Shop",
      ],
      "`.empty` alone could be a shop's or a receipt's")
  }

  @Test func readsUnfinishedCodeWithoutFailing() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(references(in: "let s = \"Shop", index: index).isEmpty)
    #expect(references(in: "/* Shop", index: index).isEmpty)
    #expect(references(in: "Shop.", index: index) == ["Shop → Shop"])
    #expect(references(in: "", index: index).isEmpty)
  }
}
