/// Measures a subject against its baseline in the same run and prints the ratio.
///
/// Both run interleaved for several rounds; each side's best time per operation is kept, so a
/// noisy moment on the machine hurts neither side more than the other.
public struct Ratio: Sendable {
  /// What is measured, such as "Store.send ÷ observable model".
  public var name: String
  /// The target the ratio should meet, such as `<= 3`.
  public var target: Target
  /// The best nanoseconds per operation of the subject and of the baseline.
  public var subjectNanoseconds: Double
  public var baselineNanoseconds: Double

  /// Which way the target points.
  public enum Target: Sendable, CustomStringConvertible {
    case atMost(Double)
    case atLeast(Double)
    /// No target: a figure printed to show a cost, not to pass or fail.
    case informational

    public var description: String {
      switch self {
      case let .atMost(value): return "≤ \(value)"
      case let .atLeast(value): return "≥ \(value)"
      case .informational: return "none"
      }
    }

    func isMet(by ratio: Double) -> Bool? {
      switch self {
      case let .atMost(value): return ratio <= value
      case let .atLeast(value): return ratio >= value
      case .informational: return nil
      }
    }
  }

  /// Subject time ÷ baseline time.
  public var value: Double { subjectNanoseconds / baselineNanoseconds }

  /// One line: the ratio, both figures, and whether the target is met.
  public var report: String {
    let verdict =
      switch target.isMet(by: value) {
      case true?: "meets"
      case false?: "MISSES"
      case nil: "for information"
      }
    return "\(name): \(format(value))× (\(format(subjectNanoseconds)) ns ÷ "
      + "\(format(baselineNanoseconds)) ns per operation; target \(target): \(verdict))"
  }

  private func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }

  /// Times `subject` and `baseline`, each doing `operations` operations per call.
  @MainActor
  public static func measure(
    _ name: String,
    target: Target,
    operations: Int,
    rounds: Int = 7,
    subject: @MainActor () -> Void,
    baseline: @MainActor () -> Void
  ) -> Ratio {
    let clock = ContinuousClock()
    var best = (subject: Double.infinity, baseline: Double.infinity)
    for _ in 0..<rounds {
      let baselineTime = clock.measure(baseline)
      let subjectTime = clock.measure(subject)
      best.baseline = min(best.baseline, nanoseconds(baselineTime) / Double(operations))
      best.subject = min(best.subject, nanoseconds(subjectTime) / Double(operations))
    }
    return Ratio(
      name: name, target: target, subjectNanoseconds: best.subject,
      baselineNanoseconds: best.baseline)
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}
