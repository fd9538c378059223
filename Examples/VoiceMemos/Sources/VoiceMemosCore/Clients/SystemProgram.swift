import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program on this machine, such as `aplay` or `arecord`, found on the `PATH` and run as a
/// child process that stops when the task running it is cancelled.
///
/// ```swift
/// if let aplay = SystemProgram.find("aplay") {
///   try await aplay.run(["-q", "memo.wav"])
/// }
/// ```
public struct SystemProgram: Equatable, Sendable {
  /// The executable's full path.
  public var path: String

  /// Creates a program from the path of its executable.
  public init(path: String) {
    self.path = path
  }

  /// The program called `name` in the folders of `PATH`, if one is there.
  public static func find(
    _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SystemProgram? {
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for folder in folders {
      let path = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return SystemProgram(path: path) }
    }
    return nil
  }

  /// The program's name: the last part of its path.
  public var name: String { URL(fileURLWithPath: path).lastPathComponent }

  /// Runs the program with `arguments` until it exits.
  ///
  /// Cancelling the task sends `stopSignal` to the program and waits for it to exit; a program
  /// stopped that way has not failed.
  /// - Throws: ``SystemProgramError`` when it cannot start, or exits with a non-zero status
  ///   on its own.
  public func run(_ arguments: [String], stopSignal: Int32 = SIGTERM) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    // snippet.cancellation
    let stopped = LockedFlag()
    let status: Int32 = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { process in
          continuation.resume(returning: process.terminationStatus)
        }
        do {
          try process.run()
          // NB: A cancellation that came before the process existed had nothing to stop.
          if stopped.value { kill(process.processIdentifier, stopSignal) }
        } catch {
          process.terminationHandler = nil
          continuation.resume(
            throwing: SystemProgramError.cannotStart(name: name, reason: "\(error)"))
        }
      }
    } onCancel: {
      stopped.set()
      if process.isRunning { kill(process.processIdentifier, stopSignal) }
    }
    // snippet.end
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    guard status == 0 || stopped.value else {
      let message =
        String(decoding: output, as: UTF8.self)
        .split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
      throw SystemProgramError.failed(name: name, message: message)
    }
  }
}

/// Why a program did not do its job.
public enum SystemProgramError: Error, Equatable, Sendable, CustomStringConvertible {
  /// It could not be started.
  case cannotStart(name: String, reason: String)
  /// It exited with a non-zero status; `message` is the last line it wrote to standard error.
  case failed(name: String, message: String)

  public var description: String {
    switch self {
    case .cannotStart(let name, let reason): return "cannot start \(name): \(reason)"
    case .failed(let name, let message): return "\(name) failed: \(message)"
    }
  }
}

final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false

  var value: Bool { lock.withLock { flag } }
  func set() { lock.withLock { flag = true } }
}
