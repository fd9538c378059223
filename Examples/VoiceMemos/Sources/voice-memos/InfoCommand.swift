import ArgumentParser
import Foundation
import VoiceMemosCore
import WAV

/// `voice-memos info FILE…`: the format, length and metadata of WAV files, read from their
/// headers alone.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Print the format, duration, title, date and comment of WAV files.",
    discussion: """
      Only headers are read, never the audio. A file that is shorter than its header says is \
      listed as truncated, with the duration it really has. A file that cannot be read gets a \
      one-line error on standard error, and the exit status is 1.

      JSON: an array with an object per readable file: file, container, format, sampleRate, \
      channels, bitsPerSample, frames, duration (seconds), title, date, comment (null when \
      absent), truncated.
      """
  )

  @Argument(help: ArgumentHelp("The WAV files.", valueName: "FILE"))
  var files: [String]

  @Option(help: "text or json.")
  var format: InfoReport.Format = .text

  func run() throws {
    var output = OutputBuffer()
    var failures = 0
    var first = true
    if format == .json { output.write("[") }
    for path in files {
      let file: WAVFile
      do {
        file = try WAVReader.read(path: path)
      } catch {
        failures += 1
        output.flush()
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        continue
      }
      switch format {
      case .text:
        output.write(InfoReport.text(file, path: path))
      case .json:
        output.write((first ? "\n" : ",\n") + InfoReport.json(file, path: path))
      }
      first = false
    }
    if format == .json { output.write(first ? "]\n" : "\n]\n") }
    output.flush()
    if failures > 0 { throw ExitCode(1) }
  }
}

extension InfoReport.Format: ExpressibleByArgument {}

/// Standard output, written in large blocks: a thousand files make one write, not thousands.
struct OutputBuffer {
  private var bytes: [UInt8] = []

  mutating func write(_ text: String) {
    bytes += text.utf8
    if bytes.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(bytes))
    bytes.removeAll(keepingCapacity: true)
  }
}
