import Foundation
import Kata
import KataTestSupport
import TemporaryFolders
import Testing

/// A counter whose count is shared in memory with every other feature using the same key.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var lastChange = ""
  }
  enum Action {
    case incrementButtonTapped
    case incrementInEffect
    case incrementSharedOnly
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        state.lastChange = "button"
        return .none
      case .incrementSharedOnly:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] _ in
          try await clock.sleep(for: .seconds(1))
          count.withLock { $0 += 1 }
        }
      }
    }
  }
}

@MainActor
@Suite struct SharedTests {
  @Test func featuresWithTheSameKeyShareOneValue() {
    let first = SharedCounter.State()
    let second = SharedCounter.State()
    first.$count.withLock { $0 = 5 }
    #expect(second.count == 5)
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 5, "the initial value is used only when the key has no value yet")
  }

  @Test func eachTestStartsWithFreshInMemoryValues() {
    @Shared(.inMemory("count")) var count = 42
    #expect(count == 42)
  }

  @Test func testStoreAssertsASharedChange() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
      $0.lastChange = "button"
    }
    #expect(store.state.count == 1, "asserting does not change the shared value itself")
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.lastChange = "button" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("A shared value differs")
    }
  }

  @Test func aWrongSharedAssertionFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 2 }
        $0.lastChange = "button"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func aChangeMadeByAnEffectIsAssertedWithAssert() async {
    let clock = TestClock()
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementInEffect)
    await clock.advance(by: .seconds(1))
    await store.finish()
    store.assert { $0.$count.withLock { $0 = 1 } }
  }

  @Test func fileStorageReadsAndWritesAtomicallyThrottled() async throws {
    let folder = TemporaryFolder.url("kata-shared")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("todos.json")
    let clock = TestClock()
    let todos = withDependencies {
      $0.defaultFileStorage = .fileSystem(throttlingWith: clock)
    } operation: {
      Shared(wrappedValue: ["Milk"], .fileStorage(url))
    }
    #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is written before a change")
    todos.withLock { $0.append("Eggs") }
    #expect(try decoded(url) == ["Milk", "Eggs"], "the first change is written at once")
    todos.withLock { $0.append("Tea") }
    todos.withLock { $0.append("Rice") }
    #expect(try decoded(url) == ["Milk", "Eggs"], "later changes wait for the end of the second")
    // NB: Just past the second: `TestClock` keeps a sleep that starts exactly at its deadline
    // waiting for the next advance.
    await clock.advance(by: .milliseconds(1001))
    try await waitUntil { try decoded(url) == ["Milk", "Eggs", "Tea", "Rice"] }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["todos.json"], "an atomic write leaves no temporary file")

    let reread = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: [String](), .fileStorage(url))
    }
    #expect(reread.wrappedValue == ["Milk", "Eggs", "Tea", "Rice"])
  }

  @Test func anUnreadableFileIsReportedAndNeverOverwritten() async throws {
    let folder = TemporaryFolder.url("kata-shared")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("count.json")
    try Data("not json".utf8).write(to: url)
    var count: Shared<Int>?
    withKnownIssue {
      count = withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        Shared(wrappedValue: 0, .fileStorage(url))
      }
    } matching: { issue in
      issue.description.contains("could not be read") && issue.description.contains(url.path)
    }
    count?.withLock { $0 = 7 }
    #expect(count?.wrappedValue == 7)
    #expect(try String(contentsOf: url, encoding: .utf8) == "not json")
  }

  @Test func testsKeepFilesInMemoryByDefault() throws {
    let url = URL(fileURLWithPath: "/nonexistent/kata/settings.json")
    @Dependency(\.defaultFileStorage) var storage
    let volume = Shared(wrappedValue: 3, .fileStorage(url))
    volume.withLock { $0 = 4 }
    #expect(try storage.contents(of: url).map { String(decoding: $0, as: UTF8.self) } == "4")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func appStorageKeepsPreferencesInAJSONFile() throws {
    let folder = TemporaryFolder.url("kata-prefs")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("preferences.json")
    withDependencies {
      $0.defaultAppStorage = AppStorage(url: url)
    } operation: {
      @Shared(.appStorage("isSoundOn")) var isSoundOn = true
      @Shared(.appStorage("volume")) var volume = 5
      $isSoundOn.withLock { $0 = false }
      $volume.withLock { $0 = 9 }
    }
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == "{\n  \"isSoundOn\": false,\n  \"volume\": 9\n}\n")
    let reopened = AppStorage(url: url)
    #expect(reopened.value(Bool.self, forKey: "isSoundOn") == false)
    #expect(reopened.value(Int.self, forKey: "volume") == 9)
  }

  @Test func anUnreadablePreferencesFileIsReportedAndNeverOverwritten() throws {
    let folder = TemporaryFolder.url("kata-prefs")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("preferences.json")
    try Data("[1, 2".utf8).write(to: url)
    var storage: AppStorage?
    withKnownIssue {
      storage = AppStorage(url: url)
    } matching: { issue in
      issue.description.contains("could not be read") && issue.description.contains(url.path)
    }
    storage?.set(true, forKey: "isSoundOn")
    #expect(storage?.value(Bool.self, forKey: "isSoundOn") == true, "the value is kept in memory")
    #expect(try String(contentsOf: url, encoding: .utf8) == "[1, 2")
  }

  private func decoded(_ url: URL) throws -> [String] {
    try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
  }

  /// Yields until `condition` holds, for a write a task makes after the clock advanced.
  private func waitUntil(_ condition: () throws -> Bool) async throws {
    for _ in 0..<1000 {
      if (try? condition()) == true { return }
      await Task.yield()
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(try condition())
  }
}
