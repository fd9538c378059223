import AppCore
import GameCore
import Kata
import NewGameCore
import TerminalUI

/// The full-screen app: a form per screen with a focused row, and the board with a cursor.
///
/// The focus and the cursor are the screen's own state; everything else is the store's.
@MainActor
final class TicTacToeScreen {
  private let store: Store<TicTacToe.State, TicTacToe.Action>
  private let style: Style
  private var focus = 0
  private var cursor = 4
  private var shownScreen = ""

  init(store: Store<TicTacToe.State, TicTacToe.Action>, style: Style) {
    self.store = store
    self.style = style
  }

  func run() async throws(TerminalError) {
    let session = InteractiveSession { [unowned self] in self.frame() }
    let subscription = store.observe { _ in session.redraw() }
    defer { subscription.cancel() }
    try await session.run { key in self.handle(key) }
  }

  // MARK: Keys

  private func handle(_ key: Key) -> InteractiveSession.Outcome {
    if key == .control("c") { return .quit }
    let route = Route(store.state)
    resetFocusOnNewScreen(route)
    switch route {
    case .login(let login):
      if login.alert != nil {
        if key == .enter || key == .escape { store.send(.login(.alertDismissed)) }
        return .continue
      }
      if key == .escape { return .quit }
      if moveFocus(key, rows: 3) { return .continue }
      switch focus {
      case 0:
        edit(login.email, key) {
          .login(.emailChanged($0))
        } submit: {
          self.focus = 1
        }
      case 1:
        edit(login.password, key) {
          .login(.passwordChanged($0))
        } submit: {
          self.store.send(.login(.loginButtonTapped))
        }
      default: if key == .enter { store.send(.login(.loginButtonTapped)) }
      }

    case .twoFactor(let twoFactor):
      if twoFactor.alert != nil {
        if key == .enter || key == .escape { store.send(.twoFactor(.alertDismissed)) }
        return .continue
      }
      if key == .escape {
        store.send(.twoFactorDismissed)
        return .continue
      }
      if moveFocus(key, rows: 2) { return .continue }
      switch focus {
      case 0:
        edit(twoFactor.code, key) {
          .twoFactor(.codeChanged($0))
        } submit: {
          self.store.send(.twoFactor(.submitButtonTapped))
        }
      default: if key == .enter { store.send(.twoFactor(.submitButtonTapped)) }
      }

    case .newGame(let newGame):
      if key == .escape { return .quit }
      if moveFocus(key, rows: 5) { return .continue }
      switch focus {
      case 0 where newGame.computer != .x:
        edit(newGame.xPlayerName, key) {
          .newGame(.xPlayerNameChanged($0))
        } submit: {
          self.focus = 1
        }
      case 1 where newGame.computer != .o:
        edit(newGame.oPlayerName, key) {
          .newGame(.oPlayerNameChanged($0))
        } submit: {
          self.focus = 2
        }
      case 2 where [.enter, .character(" "), .left, .right].contains(key):
        let sides: [Player?] = [nil, .o, .x]
        let next = ((sides.firstIndex(of: newGame.computer) ?? 0) + 1) % sides.count
        store.send(.newGame(.computerPlayerChanged(sides[next])))
      case 3 where key == .enter: store.send(.newGame(.letsPlayButtonTapped))
      case 4 where key == .enter: store.send(.newGame(.logoutButtonTapped))
      default: break
      }

    case .game(let game):
      play(key, game)
    }
    return .continue
  }

  private func play(_ key: Key, _ game: Game.State) {
    switch key {
    case .up: cursor = (cursor + 6) % 9
    case .down: cursor = (cursor + 3) % 9
    case .left: cursor = cursor - cursor % 3 + (cursor + 2) % 3
    case .right: cursor = cursor - cursor % 3 + (cursor + 1) % 3
    case .enter, .character(" "):
      store.send(.game(.cellTapped(row: cursor / 3, column: cursor % 3)))
    case .character(let digit) where ("1"..."9").contains(digit):
      cursor = (digit.wholeNumberValue ?? 5) - 1
      store.send(.game(.cellTapped(row: cursor / 3, column: cursor % 3)))
    case .character("r") where game.board.isOver:
      store.send(.game(.playAgainButtonTapped))
    case .character("q"), .escape:
      store.send(.game(.quitButtonTapped))
    default: break
    }
  }

  /// Moves the focus for ↑, ↓ and tab; returns whether the key was one of them.
  private func moveFocus(_ key: Key, rows: Int) -> Bool {
    switch key {
    case .up: focus = (focus + rows - 1) % rows
    case .down, .tab: focus = (focus + 1) % rows
    default: return false
    }
    return true
  }

  /// Edits a text field: a typed key changes the text through `change`, enter calls `submit`.
  private func edit(
    _ text: String, _ key: Key, change: (String) -> TicTacToe.Action, submit: () -> Void
  ) {
    var editor = LineEditor(text: text)
    switch editor.handle(key) {
    case .editing where editor.text != text: store.send(change(editor.text))
    case .submitted: submit()
    default: break
    }
  }

  private func resetFocusOnNewScreen(_ route: Route) {
    guard route.name != shownScreen else { return }
    shownScreen = route.name
    focus = 0
    cursor = 4
  }

  // MARK: Drawing

  private func frame() -> [String] {
    let route = Route(store.state)
    resetFocusOnNewScreen(route)
    var lines = [style.bold(" Tic-tac-toe") + style.dim(" · \(route.name)"), ""]
    let help: String
    switch route {
    case .login(let login):
      lines.append(field("Email", login.email, row: 0))
      lines.append(field("Password", String(repeating: "•", count: login.password.count), row: 1))
      lines.append(button("Log in", row: 2, enabled: login.isFormValid))
      lines.append("")
      if login.isLoginRequestInFlight { lines.append("   " + style.dim("Logging in…")) }
      if let alert = login.alert { lines.append("   " + style.red(alert)) }
      lines.append(
        "   "
          + style.dim("Any email with @ and the password \"password\"; 2fa in it asks for a code."))
      help =
        login.alert == nil ? "↑/↓ move  enter next/log in  esc quit" : "enter close the message"
    case .twoFactor(let twoFactor):
      lines.append(field("Code", twoFactor.code, row: 0))
      lines.append(button("Submit", row: 1, enabled: twoFactor.isFormValid))
      lines.append("")
      if twoFactor.isTwoFactorRequestInFlight { lines.append("   " + style.dim("Checking…")) }
      if let alert = twoFactor.alert { lines.append("   " + style.red(alert)) }
      help =
        twoFactor.alert == nil ? "enter submit  esc back to the login" : "enter close the message"
    case .newGame(let newGame):
      let computer = NewGame.computerName
      lines.append(
        field("X player", newGame.computer == .x ? computer : newGame.xPlayerName, row: 0))
      lines.append(
        field("O player", newGame.computer == .o ? computer : newGame.oPlayerName, row: 1))
      let side = newGame.computer.map { "plays \($0.mark)" } ?? "off"
      lines.append(field("Computer", side, row: 2, isText: false))
      lines.append(button("Let's play!", row: 3, enabled: newGame.isLetsPlayButtonEnabled))
      lines.append(button("Log out", row: 4, enabled: true))
      help = "↑/↓ move  space change the computer's side  enter choose  esc quit"
    case .game(let game):
      lines.append("   \(game.xPlayerName) (X) vs \(game.oPlayerName) (O)")
      lines.append("")
      let winning = Set(game.board.winningLine ?? [])
      lines += TicTacToeView.rows(game.board) { cell, text in
        let shown = game.board[cell] == nil ? style.dim(text) : text
        if winning.contains(cell) { return style.green(shown) }
        return cell == cursor && !game.board.isOver
          ? (style.isEnabled ? style.inverse(shown) : "[\(text)]") : shown
      }.map { "     " + $0 }
      lines.append("")
      lines.append("   " + style.bold(TicTacToeView.status(game)))
      help =
        game.board.isOver
        ? "r play again  q quit the game" : "arrows and enter, or 1–9, mark a cell  q quit the game"
    }
    lines.append("")
    lines.append(" " + style.dim(help))
    return lines
  }

  private func field(_ label: String, _ value: String, row: Int, isText: Bool = true) -> String {
    let padded = label.padding(toLength: 10, withPad: " ", startingAt: 0)
    let shown =
      row == focus && isText ? value + (style.isEnabled ? style.inverse(" ") : "_") : value
    return (row == focus ? " ▸ " : "   ") + padded + shown
  }

  private func button(_ title: String, row: Int, enabled: Bool) -> String {
    let text = "[ \(title) ]"
    let shown = enabled ? text : style.dim(text)
    return (row == focus ? " ▸ " : "   ") + (row == focus ? style.bold(shown) : shown)
  }
}
