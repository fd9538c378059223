// snippet.hide
import Foundation
// snippet.show
let url = FileManager.default.temporaryDirectory
  .appendingPathComponent("groceries-\(UUID().uuidString).jsonl")
let store = Store(initialState: Groceries.State()) {
  Groceries()
}
let recorder = try store.record(to: url)
await store.send(.loadButtonTapped).finish()
store.send(.draftChanged("Eggs"))
store.send(.addButtonTapped)
recorder.stop()

let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
for line in lines.dropFirst() {
  print(line)
}

let replayed = Store(initialState: Groceries.State()) {
  Groceries()
}
let count = try replayed.replay(from: url)
print("replayed \(count) actions:", replayed.items)
try FileManager.default.removeItem(at: url)
