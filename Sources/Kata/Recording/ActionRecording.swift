import Foundation

/// The JSON-lines format of recorded actions: a header line, then one action per line.
///
/// ```
/// {"action":"Counter.Action","format":"kata-recording","version":1}
/// {"incrementButtonTapped":{}}
/// {"factResponse":{"_0":"2 is prime."}}
/// ```
public enum ActionRecording {
  struct Header: Codable, Equatable {
    var format = "kata-recording"
    var version = 1
    var action: String
  }

  /// Reads the actions of the recording at `url`.
  ///
  /// A last line cut short (a crash while writing) is skipped; any other bad line is an error
  /// with its line number.
  public static func read<Action: Decodable>(
    _ type: Action.Type = Action.self, from url: URL
  ) throws(RecordingError) -> [Action] {
    let path = url.path
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw .cannotRead(path: path, reason: error.localizedDescription)
    }
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let endsWithNewline = data.last == UInt8(ascii: "\n")
    if lines.last?.isEmpty == true { lines.removeLast() }
    let decoder = JSONDecoder()
    guard let first = lines.first, let header = try? decoder.decode(Header.self, from: first),
      header.format == "kata-recording"
    else { throw .notARecording(path: path) }
    let expected = String(reflecting: Action.self)
    guard header.action == expected else {
      throw .wrongActionType(path: path, expected: expected, found: header.action)
    }
    var actions: [Action] = []
    for (offset, line) in lines.enumerated().dropFirst() {
      do {
        actions.append(try decoder.decode(Action.self, from: line))
      } catch {
        let isCutShort = offset == lines.count - 1 && !endsWithNewline
        if isCutShort { break }
        throw .undecodableAction(path: path, line: offset + 1, reason: "\(error)")
      }
    }
    return actions
  }
}

/// Appends every action a store processes to a JSON-lines file, until stopped.
///
/// Made by ``Store/record(to:replacing:)``. Each action is written as soon as it is processed,
/// so a crash loses at most the line being written.
@MainActor
public final class ActionRecorder {
  private var handle: FileHandle?
  private var stopObserving: (() -> Void)?
  /// The file being written.
  public let url: URL

  init(url: URL, header: ActionRecording.Header, replacing: Bool) throws(RecordingError) {
    self.url = url
    let manager = FileManager.default
    if manager.fileExists(atPath: url.path) {
      guard replacing else { throw .fileExists(path: url.path) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(header)
      data.append(UInt8(ascii: "\n"))
      try data.write(to: url, options: .atomic)
      handle = try FileHandle(forWritingTo: url)
      try handle?.seekToEnd()
    } catch {
      throw .cannotWrite(path: url.path, reason: error.localizedDescription)
    }
  }

  func attach(_ stop: @escaping () -> Void) { stopObserving = stop }

  func write(_ line: Data) {
    do {
      try handle?.write(contentsOf: line)
    } catch {
      reportIssue("\(url.path): error: recording stopped: \(error.localizedDescription)")
      stop()
    }
  }

  /// Stops recording and closes the file.
  public func stop() {
    stopObserving?()
    stopObserving = nil
    try? handle?.close()
    handle = nil
  }

  isolated deinit {
    stop()
  }
}

extension Store where Action: Codable {
  /// Starts recording every action this store processes (including those its effects send)
  /// to a JSON-lines file at `url`.
  ///
  /// - Parameters:
  ///   - url: Where to write. An existing file is an error unless `replacing` is true.
  ///   - replacing: Whether to replace an existing file.
  /// - Returns: The recorder; recording stops when it is stopped or released.
  public func record(to url: URL, replacing: Bool = false) throws(RecordingError) -> ActionRecorder
  {
    guard let core = core as? StoreCore<State, Action> else { throw .scopedStore }
    let recorder = try ActionRecorder(
      url: url, header: .init(action: String(reflecting: Action.self)), replacing: replacing
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let id = core.nextRecorderID
    core.nextRecorderID += 1
    core.recorders[id] = { [weak recorder] action in
      guard let recorder else { return }
      do {
        var line = try encoder.encode(action)
        line.append(UInt8(ascii: "\n"))
        recorder.write(line)
      } catch {
        reportIssue("\(recorder.url.path): error: cannot encode \(action): \(error)")
      }
    }
    recorder.attach { [weak core] in core?.recorders[id] = nil }
    return recorder
  }

  /// Applies the actions recorded at `url` through the reducer, in order, without running
  /// effects (their actions are in the recording), reaching the state the recorded store had.
  ///
  /// - Returns: How many actions were replayed.
  @discardableResult
  public func replay(from url: URL) throws(RecordingError) -> Int {
    guard let core = core as? StoreCore<State, Action> else { throw .scopedStore }
    let actions = try ActionRecording.read(Action.self, from: url)
    core.apply(actions)
    return actions.count
  }
}
