import Foundation
import Testing

@testable import TutorialSymbols

@Suite struct SymbolIndexTests {
  @Test func readsEachPublicSymbolWithItsKindPathAndDeclaration() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(index.moduleName == "Shop")
    let shop = try #require(index.symbol(named: "Shop"))
    #expect(shop.kind == "swift.struct")
    #expect(shop.kindName == "Structure")
    #expect(shop.pathComponents == ["Shop"])
    #expect(shop.declaration == "struct Shop")
    #expect(shop.preciseIdentifier == "s:4ShopAAV")

    let sells = index.symbols(at: ["Shop", "sell(_:)"])
    #expect(
      Set(sells.map(\.declaration)) == [
        "func sell(_ item: Item) -> Receipt", "func sell(_ items: [Item]) -> [Receipt]",
      ])
    #expect(sells.allSatisfy { $0.kind == "swift.method" && $0.extendedModule == nil })

    let pear = try #require(index.symbols(at: ["Item", "pear(weight:)"]).first)
    #expect(pear.kind == "swift.enum.case")
    #expect(pear.declaration == "case pear(weight: Int)")

    let total = try #require(
      index.symbols(at: ["Array", "total"]).first { $0.kind != "swift.extension" })
    #expect(total.extendedModule == "Swift", "Array is the standard library's type")
    #expect(total.declaration == "var total: Int { get }")
  }

  @Test func leavesOutSymbolsThatAreNotPublic() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(index.symbols(at: ["Shop", "audit()"]).isEmpty)
    #expect(index.member("audit", of: "Shop") == nil)
  }

  @Test func findsTheSymbolThatAnIdentifierInCodeNames() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(index.symbol(named: "Receipt")?.pagePath == "documentation/shop/receipt")
    #expect(index.symbol(named: "Basket")?.kind == "swift.typealias")
    #expect(index.symbol(named: "Missing") == nil)
    #expect(index.symbol(named: "sell") == nil, "a member is not a top-level name")
    #expect(index.attribute("Receipt")?.kind == "swift.struct")

    #expect(index.member("open", of: "Shop")?.pathComponents == ["Shop", "open(named:)"])
    #expect(index.member("init", of: "Receipt")?.declaration == "init(total: Int)")
    #expect(index.member("total", of: "Array")?.extendedModule == "Swift")
    #expect(index.member("open", of: "Receipt") == nil)

    let discounted = try #require(index.member("discounted", of: "Item"))
    #expect(
      discounted.pathComponents == ["Sellable", "discounted()"],
      "a synthesized member answers with the protocol extension it came from")
    #expect(!discounted.isSynthesized)
  }

  @Test func findsAnImplicitMemberOnlyWhenTheCodeTellsWhichTypeItIs() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    #expect(index.implicitMember("open")?.pathComponents == ["Shop", "open(named:)"])
    #expect(index.implicitMember("apple")?.pathComponents == ["Item", "apple"])
    #expect(index.implicitMember("sell") == nil, "an instance method is never `.sell`")
    #expect(index.implicitMember("empty") == nil, "Shop and Receipt both have `.empty`")
    #expect(
      index.implicitMember("empty", preferring: ["Receipt"])?.pathComponents
        == ["Receipt", "empty"])
  }

  @Test func fingerprintsFollowTheDeclarationAndNothingElse() async throws {
    let v1 = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))
    let v2 = try SymbolIndex(directory: try await ShopFixture.graphs(.v2))

    let sellV1 = try #require(
      v1.symbols(at: ["Shop", "sell(_:)"]).first { $0.declaration.contains("[") })
    let sellV2 = try #require(v2.symbol(preciseIdentifier: sellV1.preciseIdentifier))
    #expect(sellV1.fingerprint == sellV2.fingerprint)
    #expect(sellV1.fingerprint.count == 16)

    let nameV1 = try #require(v1.member("name", of: "Shop"))
    let nameV2 = try #require(v2.member("name", of: "Shop"))
    #expect(nameV1.preciseIdentifier == nameV2.preciseIdentifier)
    #expect(nameV1.fingerprint != nameV2.fingerprint, "var became let")

    #expect(
      DeclarationFingerprint.of("func  sell(_ item: Item)\n  -> Receipt")
        == DeclarationFingerprint.of("func sell(_ item: Item) -> Receipt"))
  }

  @Test func survivesEncodingWithItsLookups() async throws {
    let index = try SymbolIndex(directory: try await ShopFixture.graphs(.v1))

    let data = try JSONEncoder().encode(index)
    let decoded = try JSONDecoder().decode(SymbolIndex.self, from: data)

    #expect(decoded == index)
    #expect(decoded.member("open", of: "Shop") == index.member("open", of: "Shop"))
    #expect(decoded.symbol(named: "Shop") != nil)
  }
}
