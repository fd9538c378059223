import Foundation

extension String {
  /// Whether this text and `other` are the same UTF-8 bytes.
  ///
  /// NB: not `==`, which takes canonically equivalent texts as equal (an `é` written as one
  /// scalar or as `e` and a combining accent) though a page copies their bytes as they are, and
  /// which normalizes both texts to compare them unless they are ASCII. Two strings sharing
  /// their storage compare at once.
  package func hasSameUTF8(as other: String) -> Bool {
    var first = self
    var second = other
    return first.withUTF8 { a in
      second.withUTF8 { b in
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress, left != right else {
          return true
        }
        return memcmp(left, right, a.count) == 0
      }
    }
  }

  /// Whether this text's UTF-8 has `byte`.
  ///
  /// NB: with `memchr` over the text's bytes (copied once if they are not contiguous), not
  /// through `String.UTF8View`'s indices one by one, nor Foundation's `contains`, which goes
  /// through `NSString`: the live preview looks into every guide and link at each change.
  package func containsUTF8(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(byte), bytes.count) != nil
    }
  }
}
