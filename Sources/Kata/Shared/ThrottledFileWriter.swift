import Foundation

/// Writes a file at most once a second: the first write at once, then the latest data at the
/// end of each second in which more came.
final class ThrottledFileWriter: Sendable {
  private struct State {
    var pending: Data?
    var isThrottling = false
  }
  private let url: URL
  private let storage: FileStorage
  private let state = Locked(State())

  init(url: URL, storage: FileStorage) {
    self.url = url
    self.storage = storage
    if storage.throttleClock != nil { PendingWrites.register(self) }
  }

  func write(_ data: Data) {
    guard let clock = storage.throttleClock else { return save(data) }
    let writeNow = state.withLock { state -> Bool in
      guard !state.isThrottling else {
        state.pending = data
        return false
      }
      state.isThrottling = true
      return true
    }
    guard writeNow else { return }
    save(data)
    // NB: The end of the window is read from the clock now, not when the task first runs, so
    // that advancing a test clock right after a change always reaches it.
    let endOfWindow = Self.oneSecond(after: clock)
    Task { [self] in
      await endOfWindow()
      while let data = takePending() {
        save(data)
        await Self.oneSecond(after: clock)()
      }
    }
  }

  /// Waits until one second after now, as `clock` reads it when this is called.
  private static func oneSecond<C: Clock<Duration>>(after clock: C) -> @Sendable () async -> Void {
    let deadline = clock.now.advanced(by: .seconds(1))
    return { try? await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// The data waiting to be written, if any; ends the throttling window when there is none.
  private func takePending() -> Data? {
    state.withLock { state in
      guard let data = state.pending else {
        state.isThrottling = false
        return nil
      }
      state.pending = nil
      return data
    }
  }

  /// Writes what is pending now: the program is exiting.
  func flush() {
    guard
      let data = state.withLock({ state -> Data? in
        defer { state.pending = nil }
        return state.pending
      })
    else { return }
    save(data)
  }

  private func save(_ data: Data) {
    do {
      try storage.save(data, url)
    } catch {
      reportIssue("Could not save \"\(url.path)\": \(error)")
    }
  }
}

/// The writers to flush when the program exits, so that no throttled change is lost.
enum PendingWrites {
  private static let writers = Locked<[Weak]>([])

  private struct Weak: @unchecked Sendable {
    weak var writer: ThrottledFileWriter?
  }

  static func register(_ writer: ThrottledFileWriter) {
    writers.withLock { writers in
      writers.removeAll { $0.writer == nil }
      writers.append(Weak(writer: writer))
    }
    _ = registerExitHandler
  }

  private static let registerExitHandler: Void = {
    atexit { PendingWrites.flushAll() }
  }()

  static func flushAll() {
    for writer in writers.withLock({ $0.compactMap(\.writer) }) { writer.flush() }
  }
}
