import ArgumentParser
import Dispatch
import VoiceMemosCore
import WAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let status = Self.list(files, format: format)
    if status != 0 { throw ExitCode(status) }
  }

  /// Prints what `files` hold in `format`; returns the exit status (1 when one failed).
  static func list(_ files: [String], format: InfoReport.Format) -> Int32 {
    var output = OutputBuffer()
    var failures = 0
    var first = true
    if format == .json { output.write("[") }
    for entry in InfoBatch.read(files, format: format) {
      switch entry {
      case .failure(let error):
        failures += 1
        output.flush()
        writeAll("\(error)\n".utf8, to: STDERR_FILENO)
      case .success(let text):
        output.write(format == .json ? (first ? "\n" : ",\n") + text : text)
        first = false
      }
    }
    if format == .json { output.write(first ? "]\n" : "\n]\n") }
    output.flush()
    return failures > 0 ? 1 : 0
  }

  /// The files and format of `info FILE… [--format text|json]` when that is all the arguments
  /// say; `nil` for anything else (help, a mistake, another command).
  static func plainArguments(_ arguments: [String]) -> ([String], InfoReport.Format)? {
    guard arguments.first == "info" else { return nil }
    var files: [String] = []
    var format = InfoReport.Format.text
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      if argument == "--" {
        files += rest
        break
      } else if argument == "--format", let value = rest.popFirst(),
        let chosen = InfoReport.Format(rawValue: value)
      {
        format = chosen
      } else if argument.hasPrefix("--format="),
        let chosen = InfoReport.Format(rawValue: String(argument.dropFirst(9)))
      {
        format = chosen
      } else if argument.hasPrefix("-") {
        return nil
      } else {
        files.append(argument)
      }
    }
    return files.isEmpty ? nil : (files, format)
  }
}

/// Reads many files on every core, giving their entries in the order of the files.
enum InfoBatch {
  /// Below this many files, one thread does it all: starting others would cost more.
  static let filesPerThread = 128

  static func read(_ paths: [String], format: InfoReport.Format) -> [Result<String, WAVError>] {
    // NB: The processors are counted only when there are files enough to share:
    // `ProcessInfo.activeProcessorCount` reads /proc/self/mountinfo and cgroup files through
    // Foundation, a tenth of the program's start-up.
    let threads =
      paths.count < 2 * filesPerThread ? 1 : min(processors(), paths.count / filesPerThread)
    guard threads > 1 else { return paths.map { entry($0, format) } }
    let results = Results(count: paths.count)
    let size = (paths.count + threads - 1) / threads
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in thread * size..<min(paths.count, (thread + 1) * size) {
        results.set(index, entry(paths[index], format))
      }
    }
    return results.all
  }

  /// The processors online (at least 1).
  static func processors() -> Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  static func entry(_ path: String, _ format: InfoReport.Format) -> Result<String, WAVError> {
    do {
      let file = try WAVReader.read(path: path)
      switch format {
      case .text: return .success(InfoReport.text(file, path: path))
      case .json: return .success(InfoReport.json(file, path: path))
      }
    } catch {
      return .failure(error)
    }
  }

  /// One slot per file; each thread writes only its own slots.
  final class Results: @unchecked Sendable {
    // NB: Memory allocated up front and never moved: threads write distinct slots of it.
    private let slots: UnsafeMutableBufferPointer<Result<String, WAVError>?>

    init(count: Int) {
      slots = .allocate(capacity: count)
      slots.initialize(repeating: nil)
    }

    deinit {
      slots.deinitialize()
      slots.deallocate()
    }

    func set(_ index: Int, _ result: Result<String, WAVError>) {
      slots[index] = result
    }

    var all: [Result<String, WAVError>] { slots.compactMap { $0 } }
  }
}

extension InfoReport.Format: ExpressibleByArgument {}

/// Standard output, written in large blocks: a thousand files make one write, not thousands.
///
/// Written with `write(2)` itself: nothing waits in a library's buffer when the program ends,
/// and the listing does not start Foundation's `FileHandle`.
struct OutputBuffer {
  private var bytes: [UInt8] = []

  mutating func write(_ text: String) {
    bytes += text.utf8
    if bytes.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !bytes.isEmpty else { return }
    writeAll(bytes, to: STDOUT_FILENO)
    bytes.removeAll(keepingCapacity: true)
  }
}

/// Writes all of `bytes` to `descriptor`, however many calls it takes; gives up quietly when
/// the descriptor is closed or the pipe's reader gone, as there is no one left to tell.
func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) {
  let bytes = Array(bytes)
  var written = 0
  while written < bytes.count {
    let result = bytes.withUnsafeBytes { raw in
      write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
    }
    if result < 0 && errno == EINTR { continue }
    guard result > 0 else { return }
    written += result
  }
}
