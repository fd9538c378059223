import Foundation

/// How a ``TestStore`` asserts shared values: while it checks an assertion, each shared value
/// of the state reads and writes an expected copy instead of its storage, and comparing it
/// compares that copy with the storage's current value.
final class SharedAssertionContext: @unchecked Sendable {
  // NB: `@unchecked` because a context is made and used synchronously by one assertion.
  /// Whether any shared value was ever made: test stores skip looking for them otherwise.
  static let sharedValuesExist = Locked(false)

  @TaskLocal static var current: SharedAssertionContext?

  /// The expected value of each reference, by reference.
  private var expected: [ObjectIdentifier: Any]

  /// The references read or written during the assertion.
  private var references: [ObjectIdentifier: any AnySharedReference] = [:]

  init(expected: [ObjectIdentifier: Any]) { self.expected = expected }

  func value<Value>(of reference: SharedReference<Value>) -> Value {
    references[ObjectIdentifier(reference)] = reference
    return expected[ObjectIdentifier(reference)] as? Value ?? reference.value
  }

  /// The shared values whose expected and current values differ, for a failure message.
  func describeSharedDifferences() -> String? {
    var lines: [String] = []
    for (id, expectedValue) in expected {
      guard let reference = references[id] else { continue }
      let expectedDump = String(customDumping: expectedValue)
      let currentDump = String(customDumping: reference.currentValue)
      guard expectedDump != currentDump else { continue }
      lines.append("− \(expectedDump)\n+ \(currentDump)")
    }
    guard !lines.isEmpty else { return nil }
    return "A shared value differs:\n" + lines.sorted().joined(separator: "\n")
  }

  func withLock<Value, R>(
    _ reference: SharedReference<Value>, _ operation: (inout Value) throws -> R
  ) rethrows -> R {
    var value = self.value(of: reference)
    defer { expected[ObjectIdentifier(reference)] = value }
    return try operation(&value)
  }
}

/// A shared reference seen without its type.
protocol AnySharedReference: AnyObject {
  var currentValue: Any { get }
}

extension SharedReference: AnySharedReference {
  var currentValue: Any { value }
}

/// A shared value seen without its type, to find it in a state.
protocol AnySharedValue {
  var referenceID: ObjectIdentifier { get }
  var currentValue: Any { get }
}

extension Shared: AnySharedValue {
  var referenceID: ObjectIdentifier { ObjectIdentifier(reference) }
  var currentValue: Any { reference.value }
}

/// The current values of the shared values in `root`, by reference.
func sharedValues(in root: Any) -> [ObjectIdentifier: Any] {
  guard SharedAssertionContext.sharedValuesExist.withLock({ $0 }) else { return [:] }
  var values: [ObjectIdentifier: Any] = [:]
  collectSharedValues(in: root, into: &values, depth: 0)
  return values
}

private func collectSharedValues(
  in value: Any, into values: inout [ObjectIdentifier: Any], depth: Int
) {
  if let shared = value as? any AnySharedValue {
    values[shared.referenceID] = shared.currentValue
    return
  }
  guard depth < 32 else { return }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle != nil, !mirror.children.isEmpty else { return }
  for child in mirror.children {
    collectSharedValues(in: child.value, into: &values, depth: depth + 1)
  }
}
