import Foundation

/// The interactive list's own state: which row is selected, and whether a todo is being added
/// or edited.
///
/// Everything else the screen shows is the store's ``Todos/State``. A front end maps keys to
/// ``Command``s, performs each here against the store's current state, sends the
/// ``Reaction/action`` to the store, and opens a one-line text field holding
/// ``Reaction/editorText`` when there is one; what the user types there comes back as
/// ``Command/submitEditor(_:)`` or ``Command/cancelEditor``.
///
/// ```swift
/// var screen = TodosScreenState()
/// let reaction = screen.perform(.moveSelectedDown, in: store.state)
/// if let action = reaction.action { store.send(action) }
/// ```
///
/// Rows are counted in ``Todos/State/filteredTodos``, the list as shown, as in scripted mode.
/// The selection is kept as a number and clamped to the list when it is used, so it stays
/// valid when the list shrinks under it (clear completed, a filter, a sort).
public struct TodosScreenState: Equatable, Sendable {
  /// What the keys are doing.
  public enum Mode: Equatable, Sendable {
    /// Moving through the list and acting on the selected todo.
    case browsing
    /// Typing a new todo.
    case adding
    /// Typing a new text for the todo with this id.
    case editing(Todo.State.ID)
  }

  /// What the user asked for, whatever key they pressed for it.
  public enum Command: Equatable, Sendable {
    /// Leave the program.
    case quit
    /// Select the row above.
    case selectPrevious
    /// Select the row below.
    case selectNext
    /// Open an empty text field for a new todo.
    case addTodo
    /// Open a text field holding the selected todo's text.
    case editSelected
    /// Mark the selected todo done, or not done.
    case toggleSelected
    /// Delete the selected todo.
    case deleteSelected
    /// Move the selected todo one place up; the selection follows it.
    case moveSelectedUp
    /// Move the selected todo one place down; the selection follows it.
    case moveSelectedDown
    /// Show the next filter (all, active, completed, all, …) from the top of the list.
    case nextFilter
    /// Delete every completed todo.
    case clearCompleted
    /// The text field was submitted with this text.
    case submitEditor(String)
    /// The text field was abandoned.
    case cancelEditor
  }

  /// What a front end does after a command.
  public struct Reaction: Equatable, Sendable {
    /// The action to send to the store, if any.
    public var action: Todos.Action?
    /// The text to open a text field with, when the command opened one.
    public var editorText: String?
    /// Whether the program should end.
    public var quits: Bool

    /// Creates a reaction; the default one does nothing.
    public init(action: Todos.Action? = nil, editorText: String? = nil, quits: Bool = false) {
      self.action = action
      self.editorText = editorText
      self.quits = quits
    }
  }

  /// What the keys are doing now.
  public private(set) var mode: Mode
  /// The selected row as last set; read it through ``selectedOffset(in:)``, which keeps it in
  /// the list.
  public private(set) var selection: Int

  /// Creates the screen's state: browsing, with the first row selected.
  public init(mode: Mode = .browsing, selection: Int = 0) {
    self.mode = mode
    self.selection = max(0, selection)
  }

  /// The selected row of the shown list (0 when the list is empty).
  public func selectedOffset(in state: Todos.State) -> Int {
    min(selection, max(0, state.filteredTodos.count - 1))
  }

  /// Whether row `offset` is drawn as selected: it is the selected one, and no text field hides
  /// the selection.
  public func isSelected(_ offset: Int, in state: Todos.State) -> Bool {
    mode == .browsing && offset == selectedOffset(in: state)
  }

  /// Performs `command` against the store's current `state`.
  ///
  /// A command that does not apply (a list command while a text field is open, a text field
  /// command while browsing, editing or deleting in an empty list, moving the first todo up)
  /// does nothing.
  public mutating func perform(_ command: Command, in state: Todos.State) -> Reaction {
    switch (mode, command) {
    case (.browsing, .submitEditor), (.browsing, .cancelEditor):
      return Reaction()
    case (.browsing, _):
      return browse(command, in: state)
    case (.adding, .submitEditor(let text)):
      mode = .browsing
      // NB: a new todo goes to the top of the list, so the top row is selected to show it.
      selection = 0
      return Reaction(action: .addTodoSubmitted(text))
    case (.editing(let id), .submitEditor(let text)):
      mode = .browsing
      return Reaction(action: .todos(.element(id: id, action: .descriptionChanged(text))))
    case (_, .cancelEditor):
      mode = .browsing
      return Reaction()
    case (.adding, _), (.editing, _):
      return Reaction()
    }
  }

  private mutating func browse(_ command: Command, in state: Todos.State) -> Reaction {
    let shown = state.filteredTodos
    selection = selectedOffset(in: state)
    let selected = shown.indices.contains(selection) ? shown[selection] : nil
    switch command {
    case .quit:
      return Reaction(quits: true)
    case .selectPrevious:
      selection = max(0, selection - 1)
    case .selectNext:
      selection = min(max(0, shown.count - 1), selection + 1)
    case .addTodo:
      mode = .adding
      return Reaction(editorText: "")
    case .editSelected:
      guard let selected else { break }
      mode = .editing(selected.id)
      return Reaction(editorText: selected.description)
    case .toggleSelected:
      guard let selected else { break }
      return Reaction(
        action: .todos(.element(id: selected.id, action: .toggleCompletionButtonTapped)))
    case .deleteSelected:
      guard selected != nil else { break }
      return Reaction(action: .delete([selection]))
    case .moveSelectedUp:
      guard selection > 0 else { break }
      selection -= 1
      return Reaction(action: .move([selection + 1], selection))
    case .moveSelectedDown:
      guard selection < shown.count - 1 else { break }
      selection += 1
      // NB: the destination is the offset to insert before, counted before the move.
      return Reaction(action: .move([selection - 1], selection + 1))
    case .nextFilter:
      let filters = Filter.allCases
      let next = ((filters.firstIndex(of: state.filter) ?? 0) + 1) % filters.count
      selection = 0
      return Reaction(action: .filterPicked(filters[next]))
    case .clearCompleted:
      return Reaction(action: .clearCompletedButtonTapped)
    case .submitEditor, .cancelEditor:
      break
    }
    return Reaction()
  }
}
