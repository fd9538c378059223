import Foundation
import GameCore

// The computer must answer at once: "a move is instant". Two figures, each against a
// baseline measured in the same run:
//
// - the first move of a process, which solves the whole game, ÷ 100 ms (the delay people
//   start to notice, slept on the continuous clock as the program lives it): at most 0.1;
// - every move after it, a lookup in the solved table, ÷ the same move worked out by a plain
//   minimax with no memory (what an unmemoized player costs): at most 0.001.

let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

func format(_ value: Double) -> String {
  value >= 10 ? String(format: "%.1f", value) : String(format: "%.4g", value)
}

func report(_ name: String, _ subject: Double, _ baseline: Double, target: Double) {
  let ratio = subject / baseline
  print(
    "\(name): \(format(ratio)) (\(format(subject)) ms ÷ \(format(baseline)) ms; target ≤ "
      + "\(format(target)): \(ratio <= target ? "meets" : "MISSES"))")
}

/// Minimax as a textbook writes it, remembering nothing: +1 win, 0 draw, -1 loss.
func plainValue(_ board: Board) -> Int {
  if board.winner != nil { return -1 }
  guard let player = board.playerToMove else { return 0 }
  var best = -2
  for cell in board.emptyCells {
    var next = board
    next[cell] = player
    best = max(best, -plainValue(next))
  }
  return best
}

func plainBestMove(_ board: Board) -> Int? {
  guard let player = board.playerToMove else { return nil }
  var best: (cell: Int, value: Int)?
  for cell in board.emptyCells {
    var next = board
    next[cell] = player
    let value = -plainValue(next)
    if best == nil || value > best?.value ?? -2 { best = (cell, value) }
  }
  return best?.cell
}

var noticeable = Double.infinity
for _ in 0..<3 {
  noticeable = min(noticeable, milliseconds(clock.measure { Thread.sleep(forTimeInterval: 0.1) }))
}

let empty = Board()
var firstMove: Int?
let first = milliseconds(clock.measure { firstMove = ComputerPlayer.bestMove(on: empty) })
precondition(firstMove != nil)

// The positions a game reaches after one move of each side: the most work for a plain search
// after the empty board, and a realistic second move.
var positions: [Board] = []
for x in 0..<9 {
  for o in 0..<9 where o != x {
    var board = Board()
    board[x] = .x
    board[o] = .o
    positions.append(board)
  }
}
var lookup = Double.infinity
var plain = Double.infinity
for _ in 0..<3 {
  var moves = 0
  lookup = min(
    lookup,
    milliseconds(
      clock.measure {
        for _ in 0..<100 {
          for board in positions where ComputerPlayer.bestMove(on: board) != nil { moves += 1 }
        }
      }) / 100)
  plain = min(
    plain,
    milliseconds(
      clock.measure {
        for board in positions where plainBestMove(board) != nil { moves += 1 }
      }))
  precondition(moves == positions.count * 101)
}

print("Tic-tac-toe's computer player (\(positions.count) positions after one move each)")
report("  first move (solves the game) ÷ 100 ms", first, noticeable, target: 0.1)
report("  later moves (lookups) ÷ a plain minimax", lookup, plain, target: 0.001)
