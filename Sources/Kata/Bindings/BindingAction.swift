/// An action that writes one value of a feature's state: what a text field or a toggle sends.
///
/// ```swift
/// @CasePathable
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// // …
/// store.send(.binding(.set(\.name, "Blob")))
/// await testStore.send(\.binding.name, "Blob") { $0.name = "Blob" }
/// ```
///
/// Two binding actions are equal when they write an equal value to the same key path.
public struct BindingAction<Root>: @unchecked Sendable {
  // NB: `@unchecked` because key paths are immutable values that are not yet marked Sendable;
  // the value itself is required to be Sendable.
  /// The key path of the value this action writes.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  let apply: @Sendable (inout Root) -> Void
  let isEqual: @Sendable (any Sendable) -> Bool

  /// An action that sets the value at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqual: { ($0 as? Value) == value }
    )
  }

  /// Writes the value into `root`.
  public func set(_ root: inout Root) { apply(&root) }

  /// Whether this action writes the value at `keyPath`: `action.binding?.matches(\.name)`.
  public func matches<Value>(_ keyPath: WritableKeyPath<Root, Value>) -> Bool {
    self.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["set": (keyPath, value) as (PartialKeyPath<Root>, any Sendable)],
      displayStyle: .enum)
  }
}

extension BindingAction: CasePathable {
  /// Case paths to the values of `Root`: `\.binding.name` is the binding action that writes
  /// `name`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the binding action that writes the value at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { action in
          guard action.keyPath == keyPath else { return nil }
          return action.value as? Value
        }
      )
    }
  }

  /// The case paths of binding actions.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
