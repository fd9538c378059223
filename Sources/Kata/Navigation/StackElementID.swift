/// Identifies an element of a ``StackState``: given when the element is pushed, never reused.
///
/// In tests the ids are deterministic, `0, 1, 2, …` from the start of each ``TestStore``, and
/// an integer literal is an id, so a test can say `$0.path[id: 0] = .detail(…)`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The position of this id in the order ids were made.
  public let rawValue: Int

  /// The id `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The id `value`: `0` in `path[id: 0]`.
  public init(integerLiteral value: Int) { self.rawValue = value }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  public var description: String { "#\(rawValue)" }
  public var customDumpDescription: String { description }
}

extension StackElementID: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try Int(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try rawValue.encode(to: encoder)
  }
}

/// Makes the ids of pushed stack elements: `@Dependency(\.stackElementID)`.
///
/// The live generator counts from 0 for the whole process; a ``TestStore`` gets one of its own
/// counting from 0, so the ids a test asserts do not depend on other tests.
public struct StackElementIDGenerator: Sendable {
  private let counter: Locked<Int>

  /// A generator whose first id is `first`.
  public static func incrementing(from first: Int = 0) -> Self {
    Self(counter: Locked(first))
  }

  /// The next id.
  public func next() -> StackElementID {
    counter.withLock { next in
      defer { next += 1 }
      return StackElementID(rawValue: next)
    }
  }

  /// The id `next()` would return, without taking it.
  public func peek() -> StackElementID {
    counter.withLock { StackElementID(rawValue: $0) }
  }

  /// Makes sure later ids come after `id`: a `push` with an id of its own takes that id.
  func skip(past id: StackElementID) {
    counter.withLock { $0 = max($0, id.rawValue + 1) }
  }

  /// A generator that continues from where this one is, independently of it.
  func copy() -> Self {
    Self(counter: Locked(peek().rawValue))
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing()
  static var testValue: StackElementIDGenerator { .incrementing() }
}

extension DependencyValues {
  /// The generator of ``StackElementID``s that ``StackState/append(_:)`` uses.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
