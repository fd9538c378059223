import Foundation
import TutorialSupport

/// The commands `swiftc` runs for one kind of compilation, learned once from `swiftc -###` and
/// replayed with other input files, so that a check runs `swift-frontend` (and the linker)
/// itself: the driver costs tens of milliseconds of every compilation and competes for a core
/// with the compiler running beside it.
///
/// Learned commands are cached in a file per build folder (``CompilerJobs/Cache``), keyed by the
/// toolchain and every flag, so any change of either learns them again.
package struct CompilerJobs: Codable, Sendable, Equatable {
  /// One command, with placeholders for the inputs, the output and the driver's scratch folder.
  package struct Command: Codable, Sendable, Equatable {
    package var arguments: [String]
    /// Set when the check does the command's work itself instead of starting its program.
    package var builtin: Builtin?
  }

  /// Work the check does in its own process.
  package enum Builtin: String, Codable, Sendable {
    /// `swift-autolink-extract OBJECTS… -o FILE`, done by ``AutolinkEntries``.
    case autolinkExtract
  }

  /// The commands, in the order they run.
  package var commands: [Command]

  /// The input file the driver is asked about; its word is replaced by the real inputs.
  package static let inputPlaceholder = "/tutorials-placeholder/input.swift"
  /// The output the driver is asked about.
  package static let outputPlaceholder = "/tutorials-placeholder/output"
  /// Stands for the driver's temporary folder in learned commands.
  private static let scratchToken = "{scratch}"

  /// Asks `swiftc` at `swiftc` which commands `arguments` (a command line without inputs and,
  /// when `output` is set, with `-o outputPlaceholder`) would run.
  ///
  /// Returns `nil` when the driver's answer has a shape these jobs cannot replay (then the
  /// caller runs `swiftc` itself): the inputs must go to the first command only, which must
  /// be `swift-frontend`, and no command may read a file the driver would write for itself.
  ///
  /// The driver links through `clang`, which only starts the linker: that command is replaced
  /// by the linker's own, learned from `clang -###` in the same way.
  package static func learn(swiftc: String, arguments: [String]) throws -> CompilerJobs? {
    let result = try ProcessRunner.run(
      [swiftc, "-###"] + arguments + [inputPlaceholder], timeout: 60)
    guard result.status == 0, var jobs = parse(result.stdout) else { return nil }
    for (index, command) in jobs.commands.enumerated()
    where URL(fileURLWithPath: command.arguments[0]).lastPathComponent.hasPrefix("clang") {
      if let linker = try linkerCommand(of: command) { jobs.commands[index] = linker }
    }
    return jobs
  }

  /// The linker command `clang` runs for `command`, or `nil` when `clang -###` does not say.
  private static func linkerCommand(of command: Command) throws -> Command? {
    // NB: clang wants its input files to exist and reads response files itself, so it is asked
    // in a folder with empty stand-ins, a response file standing in as a library to find again.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutorials-link-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var responseFiles: [String: String] = [:]
    var arguments: [String] = []
    for word in command.arguments {
      let word = word.replacingOccurrences(of: scratchToken + "/", with: folder + "/")
      if word.hasPrefix("@") {
        let library = "tutorials-response-file-\(responseFiles.count)"
        responseFiles["-l" + library] = String(word.dropFirst())
        arguments.append("-l" + library)
      } else {
        if word.hasPrefix(folder + "/") {
          _ = FileManager.default.createFile(atPath: word, contents: Data())
        }
        arguments.append(word)
      }
    }
    let result = try ProcessRunner.run(
      [arguments[0], "-###"] + arguments.dropFirst(), timeout: 60)
    let commands = result.stderr.split(separator: "\n").filter { $0.hasPrefix(" \"") }
    guard result.status == 0, commands.count == 1 else { return nil }
    let words = ShellWords.split(String(commands[0]))
    guard !words.isEmpty, responseFiles.keys.allSatisfy(words.contains) else { return nil }
    return Command(
      arguments: words.map { word in
        let word = responseFiles[word].map { "@" + $0 } ?? word
        return word.replacingOccurrences(of: folder + "/", with: scratchToken + "/")
      })
  }

  /// Reads the commands `swiftc -###` printed.
  package static func parse(_ printed: String) -> CompilerJobs? {
    var lines = printed.split(separator: "\n").map { ShellWords.split(String($0)) }
    lines.removeAll { $0.isEmpty }
    guard let first = lines.first, first[0].hasSuffix("swift-frontend"),
      first.filter({ $0 == inputPlaceholder }).count == 1,
      !lines.dropFirst().contains(where: { $0.contains(inputPlaceholder) }),
      !lines.joined().contains("-supplementary-output-file-map")
    else { return nil }
    // NB: the driver's scratch folder is where the compiler's object goes when the driver
    // links it; every mention of it becomes a folder of the check's own.
    var scratch: String?
    if lines.count > 1, let at = first.firstIndex(of: "-o"), at + 1 < first.count {
      scratch = URL(fileURLWithPath: first[at + 1]).deletingLastPathComponent().path
      guard scratch != URL(fileURLWithPath: outputPlaceholder).deletingLastPathComponent().path
      else { return nil }
    }
    let commands = lines.map { words in
      Command(
        arguments: words.map { word in
          guard let scratch else { return word }
          return word.replacingOccurrences(of: scratch + "/", with: scratchToken + "/")
        },
        builtin: words[0].hasSuffix("/swift-autolink-extract") ? .autolinkExtract : nil)
    }
    return CompilerJobs(commands: commands)
  }

  /// The command lines to run for `inputs`, writing `output` and keeping intermediate files in
  /// `scratch`.
  package func commandLines(inputs: [String], output: String?, scratch: String) -> [[String]] {
    commands.map { command in
      command.arguments.flatMap { word -> [String] in
        if word == Self.inputPlaceholder { return inputs }
        var word = word.replacingOccurrences(of: Self.scratchToken + "/", with: scratch + "/")
        if let output { word = word.replacingOccurrences(of: Self.outputPlaceholder, with: output) }
        return [word]
      }
    }
  }

  /// Runs the commands one after the other, stopping at the first that fails, and returns the
  /// last one's result with the output of all of them, as the driver would.
  ///
  /// The libraries in `dropped` (`-lFoundation`, …) are named neither by the objects' autolink
  /// entries nor by the link command: the program gets them through a library it links
  /// against (see ``SharedLibraryLinker/Linked/providedLibraries``).
  package func run(
    inputs: [String], output: String?, scratch: String, in folder: String,
    droppingLibraries dropped: Set<String> = []
  ) throws -> ProcessRunner.Output {
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    var combined = ProcessRunner.Output(status: 0, stdout: "", stderr: "", timedOut: false)
    let lines = commandLines(inputs: inputs, output: output, scratch: scratch)
    for (command, line) in zip(commands, lines) {
      if command.builtin == .autolinkExtract, SpeedTrick.autolinkReading.isEnabled,
        Self.extractAutolinkEntries(line, dropping: dropped)
      {
        continue
      }
      // NB: the linker's command may name a dropped library itself (`-lswiftCore`).
      let result = try ProcessRunner.run(line.filter { !dropped.contains($0) }, in: folder)
      combined.stdout += result.stdout
      combined.stderr += result.stderr
      combined.status = result.status
      if result.status != 0 { break }
    }
    return combined
  }

  /// Does what `swift-autolink-extract OBJECTS… -o FILE` (`line`) would, leaving out the
  /// entries in `dropped`; `false` when an object is not one ``AutolinkEntries`` reads, and the
  /// tool must run.
  private static func extractAutolinkEntries(_ line: [String], dropping dropped: Set<String>)
    -> Bool
  {
    guard let at = line.firstIndex(of: "-o"), at + 1 < line.count else { return false }
    let objects = line[1..<at] + line[(at + 2)...]
    var entries: [String] = []
    for object in objects {
      guard let read = AutolinkEntries.read(objectAt: object) else { return false }
      entries += read.filter { !entries.contains($0) && !dropped.contains($0) }
    }
    let text = entries.map { $0 + "\n" }.joined()
    return (try? FileWriting.write(text, to: line[at + 1])) != nil
  }
}

extension CompilerJobs {
  /// Learned jobs by key, read from and written to one file; safe to use from several threads.
  package final class Cache: Sendable {
    private let path: String
    /// The jobs, once read from the file.
    private let jobs = Locked<[String: CompilerJobs]?>(nil)

    /// A cache in the file at `path` (created when first needed).
    package init(path: String) {
      self.path = path
    }

    /// The jobs of `swiftc arguments` (see ``CompilerJobs/learn(swiftc:arguments:)``), learned
    /// now if no earlier check learned them; `nil` when they cannot be replayed.
    ///
    /// NB: that they cannot be replayed is cached too (as no commands), so that later checks do not
    /// ask the driver again; a driver that could not be run is asked again next time.
    package func jobs(swiftc: String, arguments: [String]) -> CompilerJobs? {
      let key = SHA256.hex(([Toolchain.identity] + arguments).joined(separator: "\u{0}"))
      let path = self.path
      if let known = jobs.withLock({ Self.loaded(&$0, from: path)[key] }) {
        return known.commands.isEmpty ? nil : known
      }
      let answer: CompilerJobs?
      do {
        answer = try CompilerJobs.learn(swiftc: swiftc, arguments: arguments)
      } catch {
        return nil
      }
      let learned = answer ?? CompilerJobs(commands: [])
      jobs.withLock { jobs in
        // NB: keeps the newest few: flags change with every rebuild of the libraries.
        var all = Self.loaded(&jobs, from: path).filter { $0.key != key }
        if all.count >= 16 { all.removeAll() }
        all[key] = learned
        jobs = all
        if let data = try? JSONEncoder().encode(all) {
          try? FileWriting.write(data, to: path)
        }
      }
      return answer
    }

    private static func loaded(
      _ jobs: inout [String: CompilerJobs]?, from path: String
    ) -> [String: CompilerJobs] {
      if let jobs { return jobs }
      let read =
        (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap {
          try? JSONDecoder().decode([String: CompilerJobs].self, from: $0)
        } ?? [:]
      jobs = read
      return read
    }
  }
}

/// Splits a command line as a POSIX shell would: words separated by blanks, with single
/// quotes, double quotes and backslashes quoting.
package enum ShellWords {
  package static func split(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var iterator = line.makeIterator()
    while let character = iterator.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "'":
        inWord = true
        while let next = iterator.next(), next != "'" { current.append(next) }
      case "\"":
        inWord = true
        while let next = iterator.next(), next != "\"" {
          if next == "\\", let escaped = iterator.next() {
            if !"\"\\$`".contains(escaped) { current.append("\\") }
            current.append(escaped)
          } else {
            current.append(next)
          }
        }
      case "\\":
        inWord = true
        if let escaped = iterator.next() { current.append(escaped) }
      default:
        inWord = true
        current.append(character)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
