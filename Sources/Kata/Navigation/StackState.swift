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
  // NB: Two arrays side by side, not an identified array of (id, element) pairs: a route sends
  // to an element from unspecialised code, where every use of a pair type looks its metadata
  // up in the runtime's cache, and finding an id among the few screens of a stack by a scan of
  // integers costs less than hashing it.
  /// The ids of the elements, bottom first, all different.
  @usableFromInline var elementIDs: [StackElementID]
  /// The elements, in the order of `elementIDs`.
  @usableFromInline var elements: [Element]

  /// An empty stack.
  public init() {
    self.elementIDs = []
    self.elements = []
  }

  /// A stack of `elements`, bottom first, each given a new id.
  public init(_ elements: some Sequence<Element>) {
    @Dependency(\.stackElementID) var nextID
    self.elements = Array(elements)
    self.elementIDs = self.elements.map { _ in nextID.next() }
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { elementIDs }

  /// Where the element `id` is.
  @inlinable
  func index(id: StackElementID) -> Int? {
    var index = 0
    let count = elementIDs.count
    while index < count {
      if elementIDs[index] == id { return index }
      index += 1
    }
    return nil
  }

  /// The element `id`, or `nil` when there is none.
  ///
  /// Setting `nil` removes the element; setting an element for an id that is not there appends
  /// it with that id.
  public subscript(id id: StackElementID) -> Element? {
    get { index(id: id).map { elements[$0] } }
    set {
      guard let newValue else {
        if let index = index(id: id) {
          elementIDs.remove(at: index)
          elements.remove(at: index)
        }
        return
      }
      if let index = index(id: id) {
        elements[index] = newValue
      } else {
        @Dependency(\.stackElementID) var nextID
        nextID.skip(past: id)
        elementIDs.append(id)
        elements.append(newValue)
      }
    }
  }

  /// Whether the element `id` is in the stack.
  public func contains(id: StackElementID) -> Bool { index(id: id) != nil }

  /// Removes the element `id` and every element above it; does nothing when `id` is not here.
  public mutating func pop(from id: StackElementID) {
    guard let index = index(id: id) else { return }
    elementIDs.removeSubrange(index...)
    elements.removeSubrange(index...)
  }

  /// Removes every element above the element `id`; does nothing when `id` is not here.
  public mutating func pop(to id: StackElementID) {
    guard let index = index(id: id) else { return }
    elementIDs.removeSubrange((index + 1)...)
    elements.removeSubrange((index + 1)...)
  }

  /// Runs `body` on the element `id` in place; returns nil when there is none.
  @inlinable
  mutating func modifyElement<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    guard let index = index(id: id) else { return nil }
    return body(&elements[index])
  }

  /// The address of the element `id`, or `nil` when there is none.
  ///
  /// The elements' storage is made unique first, and the address stays valid until the stack
  /// changes. The element is looked for first where `hint` says it was last time, and where it
  /// is noted there.
  ///
  /// NB: What a route does: its element usually stays where it was, and is then found with one
  /// comparison, without scanning or hashing; it is changed where it is, by the levels of the
  /// route below it, which cannot reach the stack.
  @inlinable @inline(__always)
  mutating func elementAddress(id: StackElementID, hint: inout Int) -> UnsafeMutablePointer<
    Element
  >? {
    var index = hint
    if index >= elementIDs.count || elementIDs[index] != id {
      guard let found = self.index(id: id) else { return nil }
      index = found
      hint = found
    }
    return elements.withUnsafeMutableBufferPointer { $0.baseAddress.map { $0 + index } }
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
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }

  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }

  /// Replaces the elements in `subrange`; the new elements get new ids.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    @Dependency(\.stackElementID) var nextID
    let newIDs = newElements.map { _ in nextID.next() }
    elementIDs.replaceSubrange(subrange, with: newIDs)
    elements.replaceSubrange(subrange, with: newElements)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementIDs == rhs.elementIDs && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements.count)
    for (id, element) in zip(elementIDs, elements) {
      hasher.combine(id)
      hasher.combine(element)
    }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumped as the elements by id: `[#0: .detail(…), #1: …]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: zip(elementIDs, elements).map { (key: $0, value: $1) },
      displayStyle: .dictionary
    )
  }
}
