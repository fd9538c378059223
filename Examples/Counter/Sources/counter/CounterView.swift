import CounterCore
import TerminalUI

/// How the counter looks: a full-screen frame for the terminal, plain text for scripts.
enum CounterView {
  static let help = "↑/+ increment  ↓/- decrement  r reset  f fact  t timer  q quit"

  /// The counter as plain text, one fact per line.
  static func describe(_ state: Counter.State) -> String {
    var lines = ["count: \(state.count)"]
    if state.isTimerRunning { lines.append("timer: on") }
    if state.isLoadingFact {
      lines.append("fact: loading…")
    } else if let fact = state.fact {
      lines.append("fact: \(fact)")
    } else if let error = state.factError {
      lines.append("fact failed: \(error)")
    }
    return lines.joined(separator: "\n")
  }

  /// The full-screen frame.
  static func frame(_ state: Counter.State, style: Style, width: Int) -> [String] {
    var lines = [style.bold(" Counter"), ""]
    lines.append("   " + style.bold(String(state.count)))
    lines.append("")
    if state.isTimerRunning {
      lines.append(" " + style.yellow("timer on: +1 every second"))
    }
    let textWidth = max(20, width - 2)
    if state.isLoadingFact {
      lines.append(" " + style.dim("Fetching a fact about \(state.count)…"))
    } else if let fact = state.fact {
      lines += fact.wrapped(to: textWidth).map { " " + $0 }
    } else if let error = state.factError {
      lines += error.wrapped(to: textWidth).map { " " + style.red($0) }
    }
    lines.append("")
    lines.append(" " + style.dim(help))
    return lines
  }

  /// The action a key sends, if any.
  static func action(for key: Key) -> Counter.Action? {
    switch key {
    case .up, .character("+"), .character("="): return .incrementButtonTapped
    case .down, .character("-"), .character("_"): return .decrementButtonTapped
    case .character("r"): return .resetButtonTapped
    case .character("f"): return .factButtonTapped
    case .character("t"): return .toggleTimerButtonTapped
    default: return nil
    }
  }
}
