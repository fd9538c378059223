import Kata

extension TestClock<Duration> {
  /// Advances the clock by `duration` once something is asleep on it.
  ///
  /// An effect or task started just before may not have reached its `sleep` yet. Advancing a
  /// `TestClock` then moves time past a sleep that does not exist yet: the sleep begins from the
  /// new time and nothing wakes it, so an assertion fails, or an `await` on the task never
  /// returns, only when the machine is busy. This waits until the clock has a sleeper (for five
  /// seconds at most), then advances:
  ///
  /// ```swift
  /// await store.send(.startTimerButtonTapped)
  /// await clock.advanceOnceAsleep(by: .seconds(1))
  /// await store.receive(\.timerTicked) { $0.seconds = 1 }
  /// ```
  ///
  /// To move through several sleeps in a row, advance one sleep at a time, so that each
  /// sleeper's next sleep has begun before time moves on. To show that nothing wakes (an effect
  /// was cancelled), use `advance(by:)`: this would wait for a sleeper that never comes.
  public func advanceOnceAsleep(by duration: Duration) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while ContinuousClock.now < deadline {
      do { try await checkSuspension() } catch { break }
    }
    await advance(by: duration)
  }
}
