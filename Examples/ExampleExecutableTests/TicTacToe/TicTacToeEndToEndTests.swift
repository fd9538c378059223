import ExampleTesting
import Foundation
import GameCore
import TemporaryFolders
import Testing

/// Runs the built `tic-tac-toe` program as a user would: scripts piped in, and `best-move`.
@Suite struct TicTacToeEndToEndTests {
  let program: BuiltProgram

  init() throws {
    program = try BuiltProgram("tic-tac-toe")
  }

  @Test func wrongPasswordShowsTheMessageThenTheRightOneLogsIn() async throws {
    let result = try await program.run(
      input: """
        login
        email blob@pointfree.co
        password hunter2
        login
        dismiss
        password password
        login
        x Blob Sr.
        o Blob Jr.
        play
        move 5
        logout
        quit-game
        logout

        """)

    #expect(
      result.output == """
        [login]
        email:
        password:
        > login
        <stdin>:1: error: login: type the email and the password first; usage: login
        > email blob@pointfree.co
        [login]
        email: blob@pointfree.co
        password:
        > password hunter2
        [login]
        email: blob@pointfree.co
        password: *******
        > login
        [login]
        email: blob@pointfree.co
        password: *******
        alert: Unknown user or wrong password (any email with an @ and the password "password").
        > dismiss
        [login]
        email: blob@pointfree.co
        password: *******
        > password password
        [login]
        email: blob@pointfree.co
        password: ********
        > login
        [new game]
        X:
        O:
        > x Blob Sr.
        [new game]
        X: Blob Sr.
        O:
        > o Blob Jr.
        [new game]
        X: Blob Sr.
        O: Blob Jr.
        > play
        [game] Blob Sr. (X) vs Blob Jr. (O)
        1 2 3
        4 5 6
        7 8 9
        Blob Sr., place your X.
        > move 5
        [game] Blob Sr. (X) vs Blob Jr. (O)
        1 2 3
        4 X 6
        7 8 9
        Blob Jr., place your O.
        > logout
        <stdin>:12: error: logout: only on the new game screen; this is the game screen; \
        usage: logout
        > quit-game
        [new game]
        X: Blob Sr.
        O: Blob Jr.
        > logout
        [login]
        email:
        password:

        """)
    #expect(result.status == 1, "a script with failed lines exits non-zero")
  }

  @Test func twoFactorAccountsAskForTheCode() async throws {
    let result = try await program.run(
      input: """
        email 2fa@pointfree.co
        password password
        login
        code 12
        submit
        code 4321
        submit
        dismiss
        code 1234
        submit

        """)

    let screens = result.output.components(separatedBy: "\n> ")
    #expect(screens.count == 11)
    #expect(screens.last == "submit\n[new game]\nX:\nO:\n")
    #expect(
      screens[3] == "login\n[two-factor]\ncode:", "the code is asked for on a screen on top")
    #expect(
      screens[5]
        == "submit\n<stdin>:5: error: submit: type the four-digit code first; usage: submit")
    #expect(
      screens[7] == "submit\n[two-factor]\ncode: 4321\nalert: Wrong code; the code is 1234.")
    #expect(screens[8] == "dismiss\n[two-factor]\ncode: 4321")
    #expect(result.status == 1)
  }

  @Test func backFromTwoFactorKeepsTheLoginForm() async throws {
    let result = try await program.run(
      input: "email 2fa@pointfree.co\npassword password\nlogin\nback\n")

    #expect(
      result.output.hasSuffix(
        "> back\n[login]\nemail: 2fa@pointfree.co\npassword: ********\n"))
    #expect(result.status == 0)
  }

  @Test func theComputerAnswersEachMoveAndWinsAMistake() async throws {
    let result = try await program.run(
      ["--opponent", "computer"],
      input: "email a@b\npassword password\nlogin\nx Blob\nplay\nmove 2\nmove 3\nmove 5\n")

    #expect(
      result.output.hasSuffix(
        """
        > play
        [game] Blob (X) vs Computer (O)
        1 2 3
        4 5 6
        7 8 9
        Blob, place your X.
        > move 2
        [game] Blob (X) vs Computer (O)
        O X 3
        4 5 6
        7 8 9
        Blob, place your X.
        > move 3
        [game] Blob (X) vs Computer (O)
        O X X
        O 5 6
        7 8 9
        Blob, place your X.
        > move 5
        [game] Blob (X) vs Computer (O)
        O X X
        O X 6
        O 8 9
        Computer wins!

        """), "\(result.output)")
    #expect(result.status == 0)
  }

  @Test func aRecordingReplaysWithoutTheFlags() async throws {
    let recording = TemporaryFolder.url("tic-tac-toe.jsonl")
    defer { try? FileManager.default.removeItem(at: recording) }
    let recorded = try await program.run(
      ["--opponent", "computer", "--record", recording.path],
      input: "email a@b\npassword password\nlogin\nx Blob\nplay\nmove 5\n")
    #expect(recorded.status == 0)

    let replayed = try await program.run(["--replay", recording.path])

    #expect(
      replayed.output
        == "[game] Blob (X) vs Computer (O)\nO 2 3\n4 X 6\n7 8 9\nBlob, place your X.\n")
    #expect(replayed.errors == "")
    #expect(replayed.status == 0)
  }

  @Test func theComputerCanMoveFirst() async throws {
    let result = try await program.run(
      ["--opponent", "computer", "--computer-plays", "x"],
      input: "email a@b\npassword password\nlogin\no Blob\nplay\n")

    #expect(
      result.output.hasSuffix(
        "> play\n[game] Computer (X) vs Blob (O)\nX 2 3\n4 5 6\n7 8 9\nBlob, place your O.\n"))
  }

  @Test func bestMovePrintsTheCellForTheSideToMove() async throws {
    for (board, move) in [("XX.OO....", "3"), ("XX.OO.X..", "6"), ("X...O...X", "2")] {
      let result = try await program.run(["best-move", "--board", board])
      #expect(result.output == move + "\n", "\(board)")
      #expect(result.errors == "")
      #expect(result.status == 0)
    }
  }

  @Test func bestMoveRejectsFullFinishedAndMalformedBoards() async throws {
    let cases = [
      ("XOXXOOOXX", "the board is full; there is no move to make"),
      ("XXXOO....", "X has already won on this board; there is no move to make"),
      ("XX.OO", BoardError.wrongLength(5).description),
      ("XX-OO....", BoardError.invalidCharacter("-", position: 3).description),
      ("OO.......", BoardError.impossibleCounts(xs: 0, os: 2).description),
    ]
    for (board, message) in cases {
      let result = try await program.run(["best-move", "--board", board])
      #expect(result.output == "")
      #expect(result.errors == "error: --board '\(board)': \(message)\n")
      #expect(result.status == 1, "\(board)")
    }
  }
}
