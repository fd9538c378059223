import Foundation
import Kata
import TodosCore

/// The measurements behind the todos benchmarks, with a plain-clock summary that prints the
/// ratio the issue asks for.
enum TodosMeasurements {
  /// `count` active todos with distinct ids and short descriptions.
  static func todos(count: Int) -> [Todo.State] {
    (0..<count).map { Todo.State(description: "Todo number \($0)", id: UUID()) }
  }

  /// Toggles the middle todo of a list of `count`, `times` times, through a store.
  ///
  /// The completion sort effect starts and is cancelled by the next toggle, as when a user
  /// ticks todos off quickly; its one-second wait never elapses during the measurement.
  @MainActor
  static func toggle(count: Int, times: Int, start: () -> Void = {}) async {
    let todos = todos(count: count)
    let id = todos[count / 2].id
    let store = Store(initialState: Todos.State(todos: IdentifiedArray(uniqueElements: todos))) {
      Todos()
    }
    start()
    for _ in 0..<times {
      store.send(.todos(.element(id: id, action: .toggleCompletionButtonTapped)))
    }
  }

  /// The time per toggle with 10,000 todos divided by the time with 10, and the time to save
  /// 10,000 todos, as text.
  static func report(rounds: Int = 5, toggles: Int = 2_000) async -> String {
    let clock = ContinuousClock()
    var small: [Duration] = []
    var large: [Duration] = []
    // NB: Interleaved rounds and medians, so that a burst of load on the machine affects both
    // sides alike.
    for _ in 0..<rounds {
      small.append(await clock.measure { await toggle(count: 10, times: toggles) })
      large.append(await clock.measure { await toggle(count: 10_000, times: toggles) })
    }
    let perToggleSmall = median(small) / toggles
    let perToggleLarge = median(large) / toggles
    let ratio = perToggleLarge / perToggleSmall

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TodosMeasurements-\(UUID().uuidString)", isDirectory: true)
    let url = directory.appendingPathComponent("todos.json")
    let many = todos(count: 10_000)
    var saves: [Duration] = []
    for _ in 0..<rounds {
      saves.append(clock.measure { try? TodosFile.save(many, to: url) })
    }
    try? FileManager.default.removeItem(at: directory)

    return """
      toggle one todo, 10 todos:     \(format(perToggleSmall)) per toggle
      toggle one todo, 10,000 todos: \(format(perToggleLarge)) per toggle
      ratio 10,000 ÷ 10:             \(String(format: "%.2f", ratio))× (target ≤ 1.5×)
      save 10,000 todos:             \(format(median(saves))) (the sort delay is 1 s)
      """
  }

  private static func median(_ durations: [Duration]) -> Duration {
    durations.sorted()[durations.count / 2]
  }

  private static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let microseconds = Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    return microseconds >= 1_000
      ? String(format: "%.1f ms", microseconds / 1_000) : String(format: "%.1f µs", microseconds)
  }
}
