@_spi(Reflection) import CasePaths

/// What makes a presented child the same child.
///
/// It is present at all, in the same enum case, with the same `Identifiable` id. When that
/// changes, the child was dismissed or replaced, and its effects are cancelled, as TCA does.
@usableFromInline
struct NavigationIdentity: Hashable, @unchecked Sendable {
  // NB: `id` holds an `Identifiable.ID`, which is a value; not all are marked Sendable.
  let tag: UInt32?
  let id: AnyHashable?
}

/// Computes the ``NavigationIdentity`` of values of one type, with the type's traits looked up
/// once.
@usableFromInline
struct NavigationIdentifier<State>: @unchecked Sendable {
  // NB: Enum metadata is immutable runtime data.
  private let metadata: EnumMetadata?
  @usableFromInline let isIdentifiable: Bool
  /// For an enum that is not `Identifiable`, whose identity is its case alone: reads the case
  /// where a value is, so that a route compares a child's before and after its parent ran
  /// without holding on to it.
  @usableFromInline let caseReader: EnumLayout?

  @usableFromInline
  init() {
    self.metadata = EnumMetadata(State.self)
    self.isIdentifiable = State.self is any Identifiable.Type
    self.caseReader = isIdentifiable ? nil : EnumLayout(State.self)
    self.isTrivial = metadata == nil && !isIdentifiable
  }

  /// Whether values of this type have no identity beyond being there.
  @usableFromInline let isTrivial: Bool

  /// The identity of `state`, or `nil` when nothing is there.
  @usableFromInline
  func identity(of state: State?) -> NavigationIdentity? {
    guard let state else { return nil }
    return NavigationIdentity(
      tag: metadata?.tag(of: state),
      id: isIdentifiable ? identifiableID(of: state) : nil
    )
  }
}

private func identifiableID(of value: Any) -> AnyHashable? {
  guard let value = value as? any Identifiable else { return nil }
  return id(of: value)
}

private func id(of value: some Identifiable) -> AnyHashable { AnyHashable(value.id) }
