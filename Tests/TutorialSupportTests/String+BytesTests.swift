import Foundation
import Testing

@testable import TutorialSupport

@Suite struct StringBytesTests {
  @Test func containsUTF8FindsAByteAnywhereInTheText() {
    #expect("https://example.com".containsUTF8(UInt8(ascii: ":")))
    #expect(!"02-composition.md#scope".containsUTF8(UInt8(ascii: ":")))
    #expect("状態\r\nアクション".containsUTF8(UInt8(ascii: "\r")))
    #expect(!"".containsUTF8(UInt8(ascii: "\r")))
    // NB: a bridged string's bytes are not contiguous until copied.
    #expect(String(NSString(string: "a:b")).containsUTF8(UInt8(ascii: ":")))
  }

  @Test func sameUTF8IsByteEqualityNotCanonicalEquivalence() {
    #expect("é".hasSameUTF8(as: "é"))
    #expect(!"\u{E9}".hasSameUTF8(as: "e\u{301}"))
    #expect("\u{E9}" == "e\u{301}")
  }
}
