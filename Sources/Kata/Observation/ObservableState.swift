/// A state whose writes a store can detect without comparing values; `@ObservableState`
/// conforms a type to it.
public protocol ObservableState {
  /// The identity of this value: renewed by every write to one of its tracked properties.
  var _$id: ObservableStateID { get }

  /// Renews the identity: what the `didSet` of every tracked property calls after a write.
  mutating func _$willModify()

  /// The name of the stored property `keyPath` leads to, when it is one of the properties
  /// `@ObservableState` tracks; `nil` for any other key path.
  ///
  /// A key path to a property with a `didSet` writes by getting a copy and setting it back,
  /// which copies every array in the value before the first change to it. Knowing the
  /// property, Kata's reducers change it where it is stored instead, and renew the identity
  /// as its `didSet` would (see `TrackedProperty`).
  static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String?
}

extension ObservableState {
  /// Nothing to renew: a conformance written by hand tracks no property.
  public mutating func _$willModify() {}

  /// No property is tracked: a conformance written by hand.
  public static func _$trackedProperty(_ keyPath: AnyKeyPath) -> String? { nil }
}

/// The identity of an ``ObservableState`` value.
///
/// Every id equals every other (`==`), hashes to nothing and encodes as an empty container,
/// so adding one to a state changes neither its equality, nor its hash, nor its coding. Only
/// `_isIdentical(to:)` tells ids apart.
public struct ObservableStateID: Hashable, Sendable, Codable {
  /// Unique per `init()`, so values made separately never share an identity.
  @usableFromInline var origin: UInt64
  /// Bumped by every write.
  @usableFromInline var generation: UInt64 = 0
  /// The case of an enum state.
  @usableFromInline var tag: Int = 0
  /// Whether writes are tracked at all; an untracked value always counts as changed.
  @usableFromInline var isTracked = true
  /// The identities of parts written without this value seeing it (presented children).
  @usableFromInline var parts: [ObservableStateID] = []

  /// A new identity, different from every other.
  public init() {
    origin = ObservableStateID.origins.withLock { next in
      defer { next &+= 1 }
      return next
    }
  }

  private static let origins = Locked<UInt64>(1)

  private init(origin: UInt64, tag: Int, isTracked: Bool) {
    self.origin = origin
    self.tag = tag
    self.isTracked = isTracked
  }

  /// Whether two ids are the very same identity: nothing was written in between.
  @inlinable
  public func _isIdentical(to other: Self) -> Bool {
    guard
      isTracked && other.isTracked && origin == other.origin && generation == other.generation
        && tag == other.tag && parts.count == other.parts.count
    else { return false }
    for index in parts.indices where !parts[index]._isIdentical(to: other.parts[index]) {
      return false
    }
    return true
  }

  /// This identity together with those of `parts`: identical only when all of them are.
  public func _$combined(with parts: [Self]) -> Self {
    var combined = self
    combined.parts = parts
    return combined
  }

  /// Renews the identity: a tracked property was written.
  @inlinable
  public mutating func _$willModify() { generation &+= 1 }

  /// The identity of a value whose writes are not tracked: never identical to anything.
  public static let _$untracked = Self(origin: 0, tag: 0, isTracked: false)

  /// The identity of an enum case without state.
  public static func _$constant(_ tag: Int) -> Self { Self(origin: 0, tag: tag, isTracked: true) }

  /// The identity of `state`, or an untracked identity when it is not ``ObservableState``.
  public static func _$of<State>(_ state: State) -> Self {
    (state as? any ObservableState)?._$id ?? ._$untracked
  }

  /// The identity of `state`, or nil when it is not ``ObservableState``.
  @usableFromInline
  static func _$ifObservable<State>(_ state: State) -> Self? {
    (state as? any ObservableState)?._$id
  }

  /// This identity, marked as belonging to the enum case `tag`.
  public func _$tagged(_ tag: Int) -> Self {
    var tagged = self
    tagged.tag = tag
    return tagged
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}

  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}

extension Optional: ObservableState where Wrapped: ObservableState {
  /// The identity of the wrapped state, or for `nil` a constant one no case of an enum state
  /// has.
  public var _$id: ObservableStateID {
    switch self {
    case let .some(wrapped): return wrapped._$id
    case .none: return ._$constant(-1)
    }
  }
}
