/// An action type that separates what a front end may send (`view` actions) from what only the
/// feature itself sends (effect responses, timers, child actions).
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case factResponse(String)
///
///   enum View { case incrementButtonTapped, factButtonTapped }
/// }
/// ```
///
/// A front end marked `@ViewAction(for: Feature.self)` sends them with `send(.factButtonTapped)`.
public protocol ViewAction<ViewAction> {
  /// The actions a front end may send.
  associatedtype ViewAction
  /// Wraps a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A front end that holds a store and sends its view actions with ``send(_:)``;
/// `@ViewAction(for:)` conforms a type to it.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the feature the front end shows.
  associatedtype StoreState
  /// The action of the feature, which separates view actions.
  associatedtype StoreAction: ViewAction
  /// The store the front end sends to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends the view action `action`: `store.send(.view(action))`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
