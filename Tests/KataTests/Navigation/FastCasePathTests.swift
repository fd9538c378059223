import Foundation
import Testing

@testable import Kata

@Suite struct FastCasePathTests {
  @Test func embedsAndExtractsLikeTheCaseKeyPath() {
    let counter = fastCasePath(\Parent.Action.Cases.counter)
    let rows = fastCasePath(\Parent.Action.Cases.rows)
    for _ in 0..<3 {
      #expect(counter.embed(.incrementButtonTapped) == .counter(.incrementButtonTapped))
      #expect(counter.embed(.factResponse("x")) == .counter(.factResponse("x")))
      #expect(
        rows.embed(.element(id: 2, action: .toggle)) == .rows(.element(id: 2, action: .toggle)))
      #expect(counter.extract(from: .counter(.factResponse("y"))) == .factResponse("y"))
      #expect(counter.extract(from: .openEditor) == nil)
      #expect(counter.extract(from: .rows(.element(id: 1, action: .toggle))) == nil)
      #expect(rows.extract(from: .counter(.incrementButtonTapped)) == nil)
    }
  }

  @Test func boxedAndNestedCasesStayCorrect() {
    let presented = fastCasePath(\Presenter.Action.Cases.child.presented)
    let ticker = fastCasePath(\Presenter.Action.Cases.destination.ticker)
    let element = fastCasePath(\Navigator.Action.Cases.path[id: 3])
    for _ in 0..<3 {
      #expect(presented.embed(.tick) == .child(.presented(.tick)))
      #expect(presented.extract(from: .child(.presented(.stopTimer))) == .stopTimer)
      #expect(presented.extract(from: .child(.dismiss)) == nil)
      #expect(ticker.embed(.tick) == .destination(.presented(.ticker(.tick))))
      #expect(ticker.extract(from: .destination(.presented(.other(.tick)))) == nil)
      #expect(element.embed(.tick) == .path(.element(id: 3, action: .tick)))
      #expect(element.extract(from: .path(.element(id: 4, action: .tick))) == nil)
      #expect(element.extract(from: .path(.element(id: 3, action: .tick))) == .tick)
    }
  }

  @Test func indirectCasesAndPayloadsWithPaddingStayCorrect() {
    let boxed = fastCasePath(\Shapes.Cases.boxed)
    let padded = fastCasePath(\Shapes.Cases.padded)
    let name = fastCasePath(\Shapes.Cases.name)
    for index in 0..<3 {
      #expect(boxed.embed(Shapes.Pair(a: index, b: "x")) == .boxed(Shapes.Pair(a: index, b: "x")))
      #expect(boxed.extract(from: .boxed(Shapes.Pair(a: 1, b: "y"))) == Shapes.Pair(a: 1, b: "y"))
      #expect(
        padded.embed(Shapes.Padded(flag: true, value: index))
          == .padded(Shapes.Padded(flag: true, value: index)))
      #expect(name.embed("n\(index)") == .name("n\(index)"))
      #expect(name.extract(from: .padded(Shapes.Padded(flag: false, value: 0))) == nil)
      #expect(padded.extract(from: .name("z")) == nil)
    }
  }
}

/// An enum with a boxed case, a payload with padding, and a reference-counted payload.
@CasePathable
enum Shapes: Equatable {
  struct Pair: Equatable {
    var a: Int
    var b: String
  }
  struct Padded: Equatable {
    var flag: Bool
    var value: Int
  }
  indirect case boxed(Pair)
  case padded(Padded)
  case name(String)
  case empty
}
