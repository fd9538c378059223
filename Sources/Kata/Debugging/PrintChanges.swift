import Foundation

/// Where and how `_printChanges` reports each action and the state change it caused.
public struct _ReducerPrinter<State, Action>: Sendable {
  let printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` for every action.
  public init(
    printChange:
      @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State)
      -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints the action and a custom-dump diff of the state (or "(No state changes)") to
  /// standard output.
  public static var customDump: Self { .customDump { print($0) } }

  /// Writes the action and a custom-dump diff of the state to `output`, one report per call:
  /// use it to send the diff to a log file or a test's buffer.
  public static func customDump(_ output: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var report = "received action:\n"
      CustomDump.customDump(action, to: &report, indent: 2)
      report += "\n"
      if let difference = diff(oldState, newState) {
        report += difference
      } else {
        report += "  (No state changes)"
      }
      output(report)
    }
  }

  /// Prints only the names of received actions.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(String(customDumping: action).prefix { $0 != "(" })")
    }
  }
}

extension Reducer {
  /// Prints each action this reducer receives and the diff of the state change it caused.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// Pass a printer to redirect the output: `._printChanges(.customDump { log.append($0) })`.
  /// For debugging only: it copies the state on every action.
  public func _printChanges(_ printer: _ReducerPrinter<State, Action>? = .customDump)
    -> _PrintChangesReducer<Self>
  {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// The reducer `_printChanges` makes.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}
