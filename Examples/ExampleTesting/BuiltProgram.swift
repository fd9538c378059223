import Foundation
import Testing
import TutorialSupport

/// An example's executable as `swift build` left it, run as a user would run it.
///
/// ```swift
/// let result = try await BuiltProgram("counter").run(input: "+\n")
/// #expect(result.output == "count: 0\n> +\ncount: 1\n")
/// ```
public struct BuiltProgram: Sendable {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// Everything written to standard output.
    public var output: String
    /// Everything written to standard error.
    public var errors: String
    /// The exit status.
    public var status: Int32
  }

  /// Where the executable is.
  public let url: URL

  /// Finds `name` next to the test bundle, where SwiftPM puts every product it builds.
  public init(_ name: String) throws {
    var candidates: [URL] = []
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent(name))
      directory.deleteLastPathComponent()
    }
    if let executable = Bundle.main.executableURL?.deletingLastPathComponent() {
      candidates.insert(executable.appendingPathComponent(name), at: 0)
    }
    candidates.append(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent(".build/debug/\(name)"))
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    url = try #require(found, "build \(name) first (swift build); looked in \(candidates)")
    let path = url.path
    let newer = Self.checked.withLock { checked in
      if let known = checked[path] { return known }
      let input = Self.newerInput(of: URL(fileURLWithPath: path))
      checked[path] = .some(input)
      return input
    }
    if let input = newer {
      throw Failure.stale(program: url.path, input: input, name: name)
    }
  }

  /// Why a program cannot be run.
  public enum Failure: Error, CustomStringConvertible {
    /// The program is older than an object file it is linked from: it was not linked again
    /// after its sources changed (`swift build --target` builds modules, not programs).
    case stale(program: String, input: String, name: String)

    public var description: String {
      switch self {
      case .stale(let program, let input, let name):
        return "\(program) is older than \(input), which it is linked from: "
          + "link it again with `swift build --product \(name)` (or `swift build --build-tests`)"
      }
    }
  }

  /// What ``newerInput(of:)`` found for each program checked, by path: each is checked once
  /// per test run.
  private static let checked = Locked<[String: String?]>([:])

  /// An object file the program at `url` is linked from that is newer than the program, read
  /// from the list SwiftPM links it with (`NAME.product/Objects.LinkFileList` beside it);
  /// `nil` when none is, or there is no such list.
  ///
  /// NB: the end-to-end tests' target depends on the programs' modules, so building it
  /// compiles what each program is linked from, but only building the programs links them.
  public static func newerInput(of url: URL) -> String? {
    let list = url.deletingLastPathComponent()
      .appendingPathComponent("\(url.lastPathComponent).product/Objects.LinkFileList")
    guard let text = try? String(contentsOf: list, encoding: .utf8),
      let linked = modificationDate(url.path)
    else { return nil }
    for line in text.split(separator: "\n") {
      let object = line.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      if let modified = modificationDate(object), modified > linked { return object }
    }
    return nil
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// Runs the program with `arguments`, `input` on standard input, and waits for it.
  ///
  /// The program runs and is waited for on a thread of its own, so a test waiting for it
  /// holds none of Swift concurrency's threads (two on a 2-core machine): waiting on those, the
  /// end-to-end tests took the runtime's tests from 6 s to 34 s.
  public func run(
    _ arguments: [String] = [], input: String = "", environment: [String: String] = [:]
  ) async throws -> Result {
    try await onOwnThread { try runHere(arguments, input: input, environment: environment) }
  }

  /// ``run(_:input:environment:)`` on the calling thread, which waits for the program.
  private func runHere(
    _ arguments: [String], input: String, environment: [String: String]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var processEnvironment = ProcessInfo.processInfo.environment
    processEnvironment.merge(environment) { $1 }
    process.environment = processEnvironment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // NB: Read both pipes to the end before waiting, so a chatty program never blocks on a
    // full pipe.
    let errorData = Locked(Data())
    let errorsRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let data = stderr.fileHandleForReading.readDataToEndOfFile()
      errorData.set(data)
      errorsRead.signal()
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    errorsRead.wait()
    process.waitUntilExit()
    return Result(
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.value, as: UTF8.self),
      status: process.terminationStatus)
  }
}
