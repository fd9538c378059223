import Foundation
import Kata
import KataTestSupport
import TemporaryFolders
import Testing

@MainActor
@Suite struct RecordingTests {
  func temporaryURL() -> URL {
    TemporaryFolder.url("kata-recording.jsonl")
  }

  @Test func recordThenReplayReachesTheSameState() async throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let recorder = try store.record(to: url)
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    store.send(.decrementButtonTapped)
    recorder.stop()

    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 6, "a header and five actions, the effect's response included")

    let replayed = Store(initialState: Counter.State()) { Counter() }
    let count = try replayed.replay(from: url)
    #expect(count == 5)
    #expect(replayed.state == store.state)
    #expect(replayed.state == Counter.State(count: 1, fact: "2 is a number."))
  }

  @Test func recordingNeverOverwritesAFile() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("keep me".utf8).write(to: url)
    let store = Store(initialState: Counter.State()) { Counter() }
    #expect(throws: RecordingError.fileExists(path: url.path)) {
      _ = try store.record(to: url)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "keep me")
  }

  @Test func replayReportsTheLineOfABadAction() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let header = #"{"action":"KataTests.Counter.Action","format":"kata-recording","version":1}"#
    let text = header + "\n" + #"{"incrementButtonTapped":{}}"# + "\n" + #"{"nope":{}}"# + "\n"
    try Data(text.utf8).write(to: url)
    let store = Store(initialState: Counter.State()) { Counter() }
    do {
      try store.replay(from: url)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("\(url.path):3: error: cannot decode the action"))
    }
    #expect(store.state.count == 0, "nothing is applied from a broken recording")
  }

  @Test func replaySkipsALastLineCutShortByACrash() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let header = #"{"action":"KataTests.Counter.Action","format":"kata-recording","version":1}"#
    let text = header + "\n" + #"{"incrementButtonTapped":{}}"# + "\n" + #"{"increm"#
    try Data(text.utf8).write(to: url)
    let store = Store(initialState: Counter.State()) { Counter() }
    #expect(try store.replay(from: url) == 1)
    #expect(store.state.count == 1)
  }

  @Test func replayRejectsAnotherFeaturesRecording() throws {
    let url = temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let header = #"{"action":"Other.Action","format":"kata-recording","version":1}"#
    try Data((header + "\n").utf8).write(to: url)
    let store = Store(initialState: Counter.State()) { Counter() }
    #expect(
      throws: RecordingError.wrongActionType(
        path: url.path, expected: "KataTests.Counter.Action", found: "Other.Action")
    ) {
      try store.replay(from: url)
    }
  }

  @Test func scopedStoresDoNotRecord() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    #expect(throws: RecordingError.scopedStore) {
      _ = try counter.record(to: temporaryURL())
    }
  }
}
