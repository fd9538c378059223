/// The screens of a navigation stack, each with a ``StackElementID`` given when it was pushed.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(Detail.State()))   // push
/// state.path.removeLast()                        // pop
/// state.path.pop(from: id)                       // pop the element `id` and all above it
/// ```
///
/// Run the elements' feature with
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``; removing an element
/// cancels its effects. A new element's id comes from `@Dependency(\.stackElementID)`: in tests
/// `0, 1, 2, …`, so an assertion can write `$0.path[id: 0] = .detail(…)`, which appends the
/// element `0` when it is not there yet.
public struct StackState<Element> {
  @usableFromInline var components: IdentifiedArray<StackElementID, Component>

  @usableFromInline
  struct Component: Identifiable {
    @usableFromInline let id: StackElementID
    @usableFromInline var element: Element

    @usableFromInline init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }
  }

  /// An empty stack.
  public init() {
    self.components = []
  }

  /// A stack of `elements`, bottom first, each given a new id.
  public init(_ elements: some Sequence<Element>) {
    @Dependency(\.stackElementID) var nextID
    self.components = IdentifiedArray(
      uncheckedUniqueElements: elements.map { Component(id: nextID.next(), element: $0) })
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { components.ids.elements }

  /// The element `id`, or `nil` when there is none.
  ///
  /// Setting `nil` removes the element; setting an element for an id that is not there appends
  /// it with that id.
  public subscript(id id: StackElementID) -> Element? {
    get { components[id: id]?.element }
    set {
      guard let newValue else {
        components.remove(id: id)
        return
      }
      if let index = components.index(id: id) {
        components[index].element = newValue
      } else {
        @Dependency(\.stackElementID) var nextID
        nextID.skip(past: id)
        components.append(Component(id: id, element: newValue))
      }
    }
  }

  /// Whether the element `id` is in the stack.
  public func contains(id: StackElementID) -> Bool { components.index(id: id) != nil }

  /// Removes the element `id` and every element above it; does nothing when `id` is not here.
  public mutating func pop(from id: StackElementID) {
    guard let index = components.index(id: id) else { return }
    components.removeSubrange(index...)
  }

  /// Removes every element above the element `id`; does nothing when `id` is not here.
  public mutating func pop(to id: StackElementID) {
    guard let index = components.index(id: id) else { return }
    components.removeSubrange((index + 1)...)
  }

  /// Runs `body` on the element `id` in place; returns nil when there is none.
  @usableFromInline
  mutating func modifyElement<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    guard let index = components.index(id: id) else { return nil }
    return body(&components[index].element)
  }
}

extension StackState where Element: CasePathable {
  /// The element `id` if it is in the case `case`: `path[id: 0, case: \.detail]`.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let newValue, self[id: id].flatMap({ $0[case: path] }) != nil else { return }
      self[id: id] = path(newValue)
    }
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
  public var startIndex: Int { components.startIndex }
  public var endIndex: Int { components.endIndex }

  public subscript(position: Int) -> Element {
    get { components[position].element }
    set { components[position].element = newValue }
  }

  /// Replaces the elements in `subrange`; the new elements get new ids.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    @Dependency(\.stackElementID) var nextID
    var replaced = Array(components.elements)
    replaced.replaceSubrange(
      subrange, with: newElements.map { Component(id: nextID.next(), element: $0) })
    components = IdentifiedArray(uncheckedUniqueElements: replaced)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.components.elementsEqual(rhs.components) { $0.id == $1.id && $0.element == $1.element }
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components.count)
    for component in components {
      hasher.combine(component.id)
      hasher.combine(component.element)
    }
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Component: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumped as the elements by id: `[#0: .detail(…), #1: …]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: components.map { (key: $0.id, value: $0.element) },
      displayStyle: .dictionary
    )
  }
}
