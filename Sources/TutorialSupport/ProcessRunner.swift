import Foundation

/// Runs a program and collects what it printed; the checker's only way to reach `swift`,
/// `swiftc`, `git` and built snippets.
package struct ProcessRunner {
  /// What a finished process left behind.
  package struct Output {
    package var status: Int32
    package var stdout: String
    package var stderr: String
    package var timedOut: Bool

    package init(status: Int32, stdout: String, stderr: String, timedOut: Bool) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
      self.timedOut = timedOut
    }
  }

  /// Errors starting a process.
  package enum Failure: Error, CustomStringConvertible {
    case cannotLaunch(String, String)

    package var description: String {
      switch self {
      case .cannotLaunch(let program, let reason):
        return "cannot run \(program): \(reason); is it installed and on PATH?"
      }
    }
  }

  /// The `TMPDIR` of every program this process runs (unless its `environment` sets one): a
  /// folder of its own in the temporary directory, removed when this process exits; `nil`
  /// when it cannot be made (programs then get this process's own `TMPDIR`).
  ///
  /// NB: `swiftc -version`, `-print-target-info`, `-typecheck` and `-###` each leave an empty
  /// `TemporaryDirectory.*` folder behind (the driver keeps it), dozens at every check.
  package static let childTemporaryFolder: String? = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutorials-children-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    atexit { ProcessRunner.removeChildTemporaryFolder() }
    return folder
  }()

  /// Removes ``childTemporaryFolder``, at exit.
  private static func removeChildTemporaryFolder() {
    if let folder = childTemporaryFolder { try? FileManager.default.removeItem(atPath: folder) }
  }

  /// Runs `arguments` (the first is looked up on `PATH` unless it contains a `/`) in
  /// `directory`, killing it after `timeout` seconds; `environment` is set over this process's
  /// own.
  package static func run(
    _ arguments: [String], in directory: String? = nil, timeout: TimeInterval = 600,
    input: String? = nil, environment: [String: String] = [:]
  ) throws -> Output {
    try start(arguments, in: directory, takesInput: input != nil, environment: environment)
      .finish(input: input, timeout: timeout)
  }

  /// Starts `arguments` as ``run(_:in:timeout:input:)`` does, without waiting for it: what it
  /// prints is collected meanwhile, and ``Running/finish(input:timeout:)`` gives it its input
  /// (when `takesInput`; otherwise it reads an empty standard input) and waits for it.
  package static func start(
    _ arguments: [String], in directory: String? = nil, takesInput: Bool = false,
    environment: [String: String] = [:]
  ) throws -> Running {
    let process = Process()
    process.environment = ProcessInfo.processInfo.environment
      .merging(childTemporaryFolder.map { ["TMPDIR": $0] } ?? [:]) { $1 }
      .merging(environment) { $1 }
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
    let stdin = takesInput ? Pipe() : nil
    if takesInput { _ = Self.ignoringBrokenPipes }
    process.standardInput = stdin ?? FileHandle.nullDevice
    let running = Running(process: process, stdin: stdin)
    process.terminationHandler = { _ in running.exited.signal() }
    do {
      try process.run()
    } catch {
      throw Failure.cannotLaunch(arguments.first ?? "", "\(error.localizedDescription)")
    }
    // NB: read both pipes on threads of their own, or a chatty process fills one and blocks;
    // not on Dispatch's pool, whose threads may all be busy (see `ParallelWork.map`'s
    // `onOwnThreads`).
    for (pipe, isOut) in [(stdout, true), (stderr, false)] {
      Thread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        running.collected.withLock {
          if isOut { $0.out = data } else { $0.err = data }
        }
        running.drained.signal()
      }.start()
    }
    return running
  }

  /// Writing to a process that ended must fail with an error, not stop the check with SIGPIPE.
  private static let ignoringBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// A process started by ``start(_:in:takesInput:)``.
  package final class Running: @unchecked Sendable {
    private let process: Process
    private let stdin: Pipe?
    fileprivate let exited = DispatchSemaphore(value: 0)
    fileprivate let drained = DispatchSemaphore(value: 0)
    fileprivate let collected = Locked((out: Data(), err: Data()))

    fileprivate init(process: Process, stdin: Pipe?) {
      self.process = process
      self.stdin = stdin
    }

    /// Writes `input` to the process's standard input and closes it, then waits for the
    /// process to end, killing it after `timeout` seconds; call it once.
    package func finish(input: String? = nil, timeout: TimeInterval = 600) -> Output {
      if let stdin {
        // NB: a process that already ended closed its end of the pipe; the write then fails
        // (SIGPIPE is ignored, see `start`) and what the process said tells why.
        if let input {
          try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        }
        try? stdin.fileHandleForWriting.close()
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
      let (out, err) = collected.value
      return Output(
        status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut)
    }
  }
}
