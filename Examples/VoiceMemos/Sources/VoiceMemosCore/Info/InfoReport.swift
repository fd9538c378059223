import WAV

/// What `voice-memos info` prints about files: text for people, JSON for scripts.
///
/// The JSON is an array with one object per readable file, its keys in this order: `file`,
/// `container`, `format`, `sampleRate`, `channels`, `bitsPerSample`, `frames`, `duration`
/// (seconds), `title`, `date`, `comment` (`null` when absent) and `truncated`.
public enum InfoReport {
  /// The output formats.
  public enum Format: String, CaseIterable, Sendable {
    case text, json
  }

  /// One file's entry in text: a summary line, then the metadata it has.
  ///
  /// ```
  /// memo.wav: PCM 16-bit, 8000 Hz, 1 channel, 800 frames, 0.100 s
  ///   title: Standup
  /// ```
  public static func text(_ file: WAVFile, path: String) -> String {
    let format = file.format
    var text =
      "\(path): \(format.summary), \(format.sampleRate) Hz, \(format.channels) "
      + (format.channels == 1 ? "channel" : "channels")
      + ", \(file.frames) \(file.frames == 1 ? "frame" : "frames"), \(seconds(file.duration)) s"
    if file.container != .riff { text += " (\(file.container.rawValue))" }
    if file.isTruncated { text += " [truncated: the file ends before its audio does]" }
    text += "\n"
    for (name, value) in [
      ("title", file.metadata.title), ("date", file.metadata.date),
      ("comment", file.metadata.comment),
    ] {
      if let value { text += "  \(name): \(value)\n" }
    }
    return text
  }

  /// One file's JSON object, on one line.
  public static func json(_ file: WAVFile, path: String) -> String {
    let format = file.format
    let fields: [(String, String)] = [
      ("file", string(path)),
      ("container", string(file.container.rawValue)),
      ("format", string(format.encoding.rawValue)),
      ("sampleRate", "\(format.sampleRate)"),
      ("channels", "\(format.channels)"),
      ("bitsPerSample", "\(format.bitsPerSample)"),
      ("frames", "\(file.frames)"),
      ("duration", "\(file.duration)"),
      ("title", file.metadata.title.map(string) ?? "null"),
      ("date", file.metadata.date.map(string) ?? "null"),
      ("comment", file.metadata.comment.map(string) ?? "null"),
      ("truncated", file.isTruncated ? "true" : "false"),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// `seconds` with three decimals.
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// `text` as a JSON string literal.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
