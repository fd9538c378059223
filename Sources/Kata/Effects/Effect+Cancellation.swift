extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// - Parameters:
  ///   - id: Any hashable identifier, typically a case of a `CancelID` enum of the feature.
  ///   - cancelInFlight: Whether to cancel effects already running with this `id` before this one
  ///     starts. Debouncing is `clock.sleep` followed by the work, with `cancelInFlight: true`.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch operation {
    case .none: return .none
    default:
      return Self(.cancellable(operation, id: AnyHashable(id), cancelInFlight: cancelInFlight))
    }
  }

  /// An effect that cancels the running effects made cancellable with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: AnyHashable(id)))
  }
}
