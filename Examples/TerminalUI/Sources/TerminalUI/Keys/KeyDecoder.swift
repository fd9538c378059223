/// Turns the bytes a terminal sends into ``Key``s.
///
/// Arrow, Home, End and Delete keys arrive as escape sequences (`ESC [ A` for ↑, or `ESC O A`
/// in application mode); other characters as UTF-8. A character cut in two by a read is kept
/// until the rest arrives. An escape byte with nothing after it is the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B, 0x41])  // [.up]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Decodes the keys in `bytes`, keeping an incomplete UTF-8 character for the next call.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    let input = pending + bytes
    pending = []
    var keys: [Key] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x1B:
        let (key, length) = Self.escapeSequence(input, from: index)
        keys.append(key)
        index += length
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      case 0x00..<0x20:
        index += 1
      default:
        let length = Self.utf8Length(leading: byte)
        guard index + length <= input.count else {
          pending = Array(input[index...])
          return keys
        }
        let scalarBytes = input[index..<index + length]
        if let text = String(validating: scalarBytes, as: UTF8.self), let character = text.first {
          keys.append(.character(character))
        }
        index += length
      }
    }
    return keys
  }

  private static func utf8Length(leading byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: return 4
    case 0xE0...0xEF: return 3
    case 0xC0...0xDF: return 2
    default: return 1
    }
  }

  private static func escapeSequence(_ input: [UInt8], from start: Int) -> (Key, Int) {
    guard start + 2 < input.count, input[start + 1] == 0x5B || input[start + 1] == 0x4F else {
      return (.escape, 1)
    }
    switch input[start + 2] {
    case 0x41: return (.up, 3)
    case 0x42: return (.down, 3)
    case 0x43: return (.right, 3)
    case 0x44: return (.left, 3)
    case 0x48: return (.home, 3)
    case 0x46: return (.end, 3)
    case 0x33 where start + 3 < input.count && input[start + 3] == 0x7E: return (.delete, 4)
    case 0x31 where start + 3 < input.count && input[start + 3] == 0x7E: return (.home, 4)
    case 0x34 where start + 3 < input.count && input[start + 3] == 0x7E: return (.end, 4)
    default:
      // An unknown sequence: skip up to its final byte (0x40–0x7E) so it types nothing.
      var end = start + 2
      while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
      return (.escape, min(end + 1, input.count) - start)
    }
  }
}
