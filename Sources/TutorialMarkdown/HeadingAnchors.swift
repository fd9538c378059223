/// Makes GitHub-style heading anchors, unique within one document.
///
/// Like GitHub: lowercase, drop every character that is not a letter, mark, number, `_`, `-`
/// or space (letters of every script are kept, so `状態とアクション` stays as it is), turn spaces
/// into `-`, and add `-1`, `-2`, … to repeats.
public struct HeadingAnchors: Sendable {
  private var used: [String: Int] = [:]

  public init() {}

  /// The anchor for `title`, unique among the anchors this value has made so far.
  public mutating func unique(for title: String) -> String {
    let base = Self.slug(title)
    var candidate = base
    var count = used[base, default: 0]
    while used[candidate] != nil {
      count += 1
      candidate = "\(base)-\(count)"
    }
    used[base] = count
    used[candidate] = used[candidate] ?? 0
    return candidate
  }

  /// The anchor for `title` before de-duplication.
  public static func slug(_ title: String) -> String {
    // NB: built as UTF-8 bytes; appending scalars to a String one by one was slower.
    var result: [UInt8] = []
    for scalar in title.lowercased().unicodeScalars {
      // NB: ASCII without looking up Unicode properties, which was most of the time spent: of
      // ASCII, only letters and digits are alphabetic or numeric, `_` the only connector, and
      // none is a mark (nor uppercase, once lowercased).
      if scalar.isASCII {
        switch UInt8(scalar.value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "-"), UInt8(ascii: "_"):
          result.append(UInt8(scalar.value))
        case UInt8(ascii: " "):
          result.append(UInt8(ascii: "-"))
        default:
          break
        }
        continue
      }
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil
        || properties.generalCategory == .nonspacingMark
        || properties.generalCategory == .spacingMark
        || properties.generalCategory == .connectorPunctuation
      {
        result.append(contentsOf: scalar.utf8)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
