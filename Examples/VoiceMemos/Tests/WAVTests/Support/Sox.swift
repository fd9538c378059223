import Foundation
import Testing

/// Runs the `sox` tools, which `scripts/setup.sh test` installs, to make and inspect real
/// WAV files.
enum Sox {
  /// Runs `sox` with `arguments` and fails the test if it fails.
  static func run(_ arguments: [String]) throws {
    let result = try execute("sox", arguments)
    #expect(result.status == 0, "sox \(arguments.joined(separator: " ")): \(result.errors)")
  }

  /// What `soxi -FLAG path` prints, trimmed.
  static func info(_ flag: String, _ path: String) throws -> String {
    let result = try execute("soxi", ["-\(flag)", path])
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func execute(
    _ tool: String, _ arguments: [String]
  ) throws -> (status: Int32, output: String, errors: String) {
    let candidates = ["/usr/bin/\(tool)", "/usr/local/bin/\(tool)", "/opt/homebrew/bin/\(tool)"]
    let executable = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
      "\(tool) is missing: run scripts/setup.sh test (it installs sox)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
