/// The state of a child feature that a parent presents (a sheet, a screen pushed on top, an
/// alert): `nil` while nothing is presented.
///
/// Declare it with ``Presents`` and run the child with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``:
///
/// ```swift
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: \.destination) {
///     Destination()
///   }
/// ```
///
/// The child's state lives in a box shared between copies until one of them changes it, so a
/// parent stays cheap to copy however large the child, and a feature may present itself
/// (recursive navigation).
@propertyWrapper
public struct PresentationState<State> {
  /// The box holding the child's state; `nil` while nothing is presented.
  @usableFromInline var storage: Storage?

  /// Starts with `wrappedValue` presented, or nothing when it is `nil`.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map { Storage($0) }
  }

  @usableFromInline init(storage: Storage?) { self.storage = storage }

  /// The presented child's state, `nil` while nothing is presented.
  ///
  /// Assigning a value presents it (replacing what was presented); assigning `nil` dismisses.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value }
    set { storage = newValue.map { Storage($0) } }
    _modify {
      let box = uniqueStorage()
      defer { if box.value == nil { storage = nil } }
      yield &box.value
    }
  }

  /// The box, made unique to this value first (copy on write).
  @usableFromInline
  mutating func uniqueStorage() -> Storage {
    if isKnownUniquelyReferenced(&storage), let storage { return storage }
    let box = Storage(storage?.value)
    storage = box
    return box
  }

  /// Whether a child is presented.
  @usableFromInline var isPresented: Bool { storage?.value != nil }

  /// Runs `body` on the presented child's state in place; `nil` when nothing is presented.
  @usableFromInline
  mutating func modifyPresented<R>(_ body: (inout State) -> R) -> R? {
    guard isPresented else { return nil }
    return uniqueStorage().value._modify(body)
  }

  /// The presentation itself, `$destination`: what `ifLet` takes.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Holds the child state, shared between copies of the parent until one of them writes.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // NB: Written only through a uniquely referenced box (copy on write), like an array buffer.
    // Exclusivity is checked statically only, as for the stored property of a struct: a route
    // changes a presented child in place here, and the dynamic check would cost a thread-local
    // lookup at every send.
    @exclusivity(unchecked) @usableFromInline var value: State?
    @usableFromInline init(_ value: State?) { self.value = value }
  }
}

/// Declares presented child state: `@Presents var destination: Destination.State?`.
///
/// The same as TCA's `@Presents`, as a property wrapper: `$destination` is the
/// ``PresentationState`` that `ifLet(\.$destination, action: \.destination)` runs the child on.
public typealias Presents = PresentationState

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomDumpRepresentable {
  /// Dumped and diffed as the presented state itself.
  public var customDumpValue: Any { wrappedValue as Any }
}
