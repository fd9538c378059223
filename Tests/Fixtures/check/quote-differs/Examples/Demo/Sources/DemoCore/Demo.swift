import Foundation

// snippet.state
/// What the demo shows.
public struct DemoState: Equatable {
  public var count = 0
}
// snippet.end

public enum Demo {
  // snippet.step
  /// Applies one step.
  public static func step(_ state: inout DemoState, by amount: Int) {
    // snippet.hide
    precondition(amount != 0)
    // snippet.show
    state.count += amount  // the only change

    print("stepped")
  }
  // snippet.end

  // snippet.reset
  public static func reset(_ state: inout DemoState) {
    // snippet.body
    state.count = 0
    // snippet.end
  }
  // snippet.end
}
