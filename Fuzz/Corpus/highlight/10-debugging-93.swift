import CounterCore
import Foundation
import Kata
import TodosCore

let url = FileManager.default.temporaryDirectory.appendingPathComponent("counter-only.jsonl")
let counter = Store(initialState: Counter.State()) { Counter() }
let recorder = try counter.record(to: url, replacing: true)
counter.send(.incrementButtonTapped)
recorder.stop()

let todos = Store(initialState: Todos.State()) { Todos() }
do {
  try todos.replay(from: url)
} catch RecordingError.wrongActionType(_, let expected, let found) {
  print("this store sends \(expected); the file holds \(found)")
}
