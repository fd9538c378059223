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
}
