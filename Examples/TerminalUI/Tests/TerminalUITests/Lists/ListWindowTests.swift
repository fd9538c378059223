import TerminalUI
import Testing

@Suite struct ListWindowTests {
  @Test func aListThatFitsIsDrawnWhole() {
    #expect(ListWindow(room: 10).rows(count: 3, selection: 2) == 0..<3)
  }

  @Test func theSelectionStaysInTheMiddleOfALongList() {
    #expect(ListWindow(room: 5).rows(count: 100, selection: 50) == 48..<53)
    #expect(ListWindow(room: 4).rows(count: 100, selection: 50) == 48..<52)
  }

  @Test func theWindowStopsAtBothEnds() {
    #expect(ListWindow(room: 5).rows(count: 100, selection: 1) == 0..<5)
    #expect(ListWindow(room: 5).rows(count: 100, selection: 99) == 95..<100)
    #expect(ListWindow(room: 5).rows(count: 100, selection: 98) == 95..<100)
  }

  @Test func anEmptyListOrNoRoomStillGivesAValidRange() {
    #expect(ListWindow(room: 5).rows(count: 0, selection: 0).isEmpty)
    #expect(ListWindow(room: 0).room == 1)
    #expect(ListWindow(room: -3).rows(count: 10, selection: 4) == 4..<5)
  }
}
