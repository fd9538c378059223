import Foundation
import Testing

@testable import TutorialSymbols

@Suite struct SymbolIndexDiffTests {
  @Test func reportsChangedRemovedAndAddedSymbols() async throws {
    let v1 = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let v2 = try SymbolIndex(directory: try await ShopFixture.graphs(.v2))

    let diff = v1.diff(to: v2)

    let changed = Set(diff.changed.map(\.new.pathComponents))
    #expect(
      changed == [["Shop", "name"], ["Receipt", "total"], ["Receipt", "init(total:)"]])
    let total = try #require(diff.changed.first { $0.new.pathComponents == ["Receipt", "total"] })
    #expect(total.old.declaration == "var total: Int")
    #expect(total.new.declaration == "var total: Double")
    #expect(total.old.preciseIdentifier != total.new.preciseIdentifier, "matched by path")

    #expect(Set(diff.removed.map(\.pathComponents)) == [["Shop", "open(named:)"], ["Basket"]])
    #expect(
      Set(diff.added.map(\.pathComponents)) == [["Shop", "opened(named:)"], ["Shop", "close()"]])
    #expect(
      diff.affectedIdentifiers.contains(
        try #require(v1.member("open", of: "Shop")).preciseIdentifier))
  }

  @Test func aChangeInDocumentationAloneIsNoChange() async throws {
    let v1 = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let v2 = try SymbolIndex(directory: try await ShopFixture.graphs(.v2))

    let diff = v1.diff(to: v2)

    // Fixtures/Shop/v2 rewrote the comment and the body of `sell(_ item:)`, not its declaration.
    let oneItem = try #require(v1.member("sell", of: "Shop"))
    #expect(oneItem.declaration == "func sell(_ item: Item) -> Receipt")
    #expect(!diff.affectedIdentifiers.contains(oneItem.preciseIdentifier))
    #expect(!diff.added.contains { $0.pathComponents == oneItem.pathComponents })
    #expect(v1.diff(to: v1).isEmpty)
  }
}

@Suite struct SymbolIndexDiffUsageTests {
  @Test func reportsTheChangedAndRemovedSymbolsThatCodeUses() async throws {
    let v1 = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let v2 = try SymbolIndex(directory: try await ShopFixture.graphs(.v2))
    let code = """
      let shop = Shop.open(named: "Corner")
      let receipt = shop.sell(.apple)
      print(receipt.total, Shop.open(named: "Again").name)
      """

    let affected = v1.diff(to: v2).affecting(v1.references(inSwiftCode: code))

    #expect(
      affected.map(\.symbol.pathComponents) == [["Shop", "open(named:)"], ["Shop", "name"]])
    let open = try #require(affected.first)
    #expect(open.change == .removed(likelyRename: v2.member("opened", of: "Shop")))
    let name = try #require(affected.last)
    #expect(name.change == .changed(new: try #require(v2.member("name", of: "Shop"))))
  }

  @Test func codeThatUsesNothingChangedIsNotAffected() async throws {
    let v1 = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let v2 = try SymbolIndex(directory: try await ShopFixture.graphs(.v2))

    let used = v1.references(inSwiftCode: "let price = Item.apple.price() + Shop.empty.body")

    #expect(used.count == 5)
    #expect(v1.diff(to: v2).affecting(used).isEmpty)
    #expect(v1.diff(to: v2).likelyRename(of: try #require(v1.symbol(named: "Basket"))) == nil)
  }
}

@Suite struct LikelyRenameTests {
  private func symbol(_ path: [String], _ declaration: String, kind: String = "swift.method")
    -> APISymbol
  {
    APISymbol(
      preciseIdentifier: "id:" + path.joined(separator: "."), kind: kind, kindName: "",
      pathComponents: path, declaration: declaration,
      pagePath: "documentation/m/" + path.joined(separator: "/").lowercased())
  }

  @Test func aRenameKeepsTheDeclarationApartFromTheWholeName() {
    let old = symbol(["Shop", "at(_:)"], "static func at(_ place: String) -> Shop")
    let renamed = symbol(["Shop", "in(_:)"], "static func in(_ place: String) -> Shop")
    let other = symbol(["Shop", "near(_:)"], "static func near(_ place: Int) -> Shop")
    let diff = SymbolIndexDiff(changed: [], removed: [old], added: [other, renamed])

    #expect(diff.likelyRename(of: old) == renamed, "`at` inside `static` is not the name")

    let protocolRename = SymbolIndexDiff(
      changed: [], removed: [],
      added: [symbol(["Reducer"], "protocol Reducer<State, Action>", kind: "swift.protocol")])
    let reducerProtocol = symbol(
      ["ReducerProtocol"], "protocol ReducerProtocol<State, Action>", kind: "swift.protocol")
    #expect(protocolRename.likelyRename(of: reducerProtocol)?.name == "Reducer")
  }
}
