import Foundation

/// Runs a program and collects what it printed; the checker's only way to reach `swift`,
/// `swiftc`, `git` and built snippets.
struct ProcessRunner {
  /// What a finished process left behind.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
  }

  /// Errors starting a process.
  enum Failure: Error, CustomStringConvertible {
    case cannotLaunch(String, String)

    var description: String {
      switch self {
      case .cannotLaunch(let program, let reason):
        return "cannot run \(program): \(reason); is it installed and on PATH?"
      }
    }
  }

  /// Runs `arguments` (the first is looked up on `PATH` unless it contains a `/`) in
  /// `directory`, killing it after `timeout` seconds.
  static func run(
    _ arguments: [String], in directory: String? = nil, timeout: TimeInterval = 600,
    input: String? = nil
  ) throws -> Output {
    let process = Process()
    if let program = arguments.first, program.contains("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(arguments.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    do {
      try process.run()
    } catch {
      throw Failure.cannotLaunch(arguments.first ?? "", "\(error.localizedDescription)")
    }
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    // NB: read both pipes on threads of their own, or a chatty process fills one and blocks;
    // not on Dispatch's pool, whose threads may all be busy (see `ParallelWork.map`'s
    // `onOwnThreads`).
    let collected = Collected()
    let drained = DispatchSemaphore(value: 0)
    for (pipe, isOut) in [(stdout, true), (stderr, false)] {
      Thread {
        collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isOut: isOut)
        drained.signal()
      }.start()
    }
    var timedOut = false
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      // NB: a process may ignore SIGTERM (it inherits ignored signals, as under some test
      // runners); it gets two seconds, then SIGKILL.
      if exited.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
    }
    drained.wait()
    drained.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: collected.text(isOut: true),
      stderr: collected.text(isOut: false), timedOut: timedOut)
  }

  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(_ data: Data, isOut: Bool) {
      lock.lock()
      defer { lock.unlock() }
      if isOut { out = data } else { err = data }
    }

    func text(isOut: Bool) -> String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: isOut ? out : err, as: UTF8.self)
    }
  }
}
