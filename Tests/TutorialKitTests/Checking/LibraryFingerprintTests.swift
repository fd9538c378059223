import Testing

@testable import TutorialKit

@Suite struct LibraryFingerprintTests {
  let original = """
    /// Counts.
    public struct Counter {
      public var count = 0
      public func next() -> Int { count + 1 }
      private func helper() {}
      @inlinable public func twice() -> Int { count * 2 }
    }
    """

  @Test func bodiesCommentsAndPrivateDeclarationsDoNotChangeTheInterface() {
    let edited = """
      // A different comment.
      public struct Counter {
        public var count = 0
        public func next() -> Int {
          return count + 1  // now spelled differently
        }
        private func helper() { print("changed") }
        private func another() {}
        @inlinable public func twice() -> Int { count * 2 }
      }
      """
    #expect(
      LibraryFingerprint.publicInterface(of: original)
        == LibraryFingerprint.publicInterface(of: edited))
  }

  @Test func signaturesAndInlinableBodiesChangeTheInterface() {
    let renamed = original.replacingOccurrences(of: "func next()", with: "func following()")
    let inlinable = original.replacingOccurrences(of: "count * 2", with: "count * 3")
    let interface = LibraryFingerprint.publicInterface(of: original)
    #expect(LibraryFingerprint.publicInterface(of: renamed) != interface)
    #expect(LibraryFingerprint.publicInterface(of: inlinable) != interface)
  }
}
