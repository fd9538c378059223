/// Which rows of a long list fit on screen, keeping the selected row in view.
///
/// Only the rows that fit are drawn, so a list of 10,000 rows costs no more to draw than one of
/// 20. The selection sits in the middle of the window where it can, and the window never runs
/// past the end of the list, so the last page is full.
///
/// ```swift
/// let rows = ListWindow(room: 5).rows(count: 100, selection: 50)  // 48..<53
/// ```
public struct ListWindow: Equatable, Sendable {
  /// How many rows fit; at least one.
  public let room: Int

  /// Creates a window of `room` rows (one when `room` is less).
  public init(room: Int) {
    self.room = max(1, room)
  }

  /// The offsets to draw of a list of `count` rows whose row `selection` is selected.
  public func rows(count: Int, selection: Int) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let first = min(max(0, selection - room / 2), max(0, count - room))
    return first..<min(count, first + room)
  }
}
