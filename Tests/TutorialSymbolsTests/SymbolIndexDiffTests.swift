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
