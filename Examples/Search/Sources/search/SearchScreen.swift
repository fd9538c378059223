import Kata
import SearchCore
import TerminalUI

/// The interactive search: a query field, the results, and the chosen city's details.
///
/// The field and the highlighted row are the screen's own state; everything else is the
/// store's. Every edit of the field is sent as it happens: the feature does the debouncing.
@MainActor
final class SearchScreen {
  private let store: Store<Search.State, Search.Action>
  private let style: Style
  private var field = LineEditor()
  private var selection = 0

  init(store: Store<Search.State, Search.Action>, style: Style) {
    self.store = store
    self.style = style
  }

  func run() async throws(TerminalError) {
    let session = InteractiveSession { [unowned self] in self.frame() }
    let subscription = store.observe { _ in session.redraw() }
    defer { subscription.cancel() }
    try await session.run { key in self.handle(key) }
  }

  private func handle(_ key: Key) -> InteractiveSession.Outcome {
    let results = store.state.results
    switch key {
    case .escape, .control("c"), .control("d"):
      return .quit
    case .up:
      selection = max(0, selection - 1)
    case .down:
      selection = min(max(0, results.count - 1), selection + 1)
    case .enter:
      if results.indices.contains(selection) {
        store.send(.searchResultTapped(results[selection]))
      }
    case .control("o"):
      if results.indices.contains(selection) {
        store.send(.homeCityChosen(results[selection]))
      }
    default:
      let before = field.text
      field.handle(key)
      if field.text != before {
        selection = 0
        store.send(.searchQueryChanged(field.text))
      }
    }
    return .continue
  }

  private func frame() -> [String] {
    let (rows, columns) = TerminalOutput.size()
    let state = store.state
    selection = min(selection, max(0, state.results.count - 1))
    var lines = [style.bold(" Search") + "  " + style.dim("cities of the world, offline"), ""]
    lines.append(" City: " + field.rendered(style: style))
    lines.append("")
    if let error = state.searchError {
      lines += error.wrapped(to: max(20, columns - 2)).map { " " + style.red($0) }
    } else if state.results.isEmpty, !state.searchQuery.allSatisfy(\.isWhitespace) {
      lines.append(style.dim("   no city matches (yet)"))
    }
    let room = max(1, rows - 16)
    for (offset, city) in state.results.prefix(room).enumerated() {
      let marker = offset == selection ? ">" : " "
      let row =
        "\(marker) \(SearchView.title(city))  " + style.dim(SearchView.people(city.population))
      lines.append(offset == selection ? style.bold(row) : row)
    }
    lines.append("")
    if let city = state.detailsRequestInFlight {
      lines.append(" " + style.dim("Loading \(SearchView.title(city))…"))
    } else if let error = state.detailsError {
      lines.append(" " + style.red(error))
    } else if let details = state.details {
      lines += SearchView.detailLines(details, style: style).map { " " + $0 }
      if let home = state.home, let distance = state.distanceFromHome {
        lines.append(
          " distance from \(SearchView.title(home)): \(SearchView.kilometres(distance))")
      }
    }
    lines.append("")
    lines.append(
      " " + style.dim("type to search  ↑/↓ choose  enter details  ctrl-o set home  esc quit"))
    lines.append(" " + style.dim("City data: GeoNames (geonames.org), CC BY 4.0"))
    return lines
  }
}
