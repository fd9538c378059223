import Foundation
import Testing

@testable import TutorialToolchain

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

  @Test func fingerprintCacheNeverHidesAChange() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("fingerprint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let source = package.appendingPathComponent("Sources/Lib/Lib.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("public func f() -> Int { 1 }\n".utf8).write(to: source)
    let cache = package.appendingPathComponent("interfaces.json").path
    func compute() -> LibraryFingerprint {
      LibraryFingerprint.compute(
        packagePath: package.path, excluded: [], toolchain: "test", cache: cache)
    }
    let first = compute()
    #expect(FileManager.default.fileExists(atPath: cache))
    #expect(compute() == first, "an unchanged package has the same fingerprint from the cache")

    // Same size, new body: the interface stays, the implementation changes.
    try Data("public func f() -> Int { 2 }\n".utf8).write(to: source)
    let edited = compute()
    #expect(edited.interface == first.interface)
    #expect(edited.implementation != first.implementation)

    try Data("public func f() -> String { \"2\" }\n".utf8).write(to: source)
    #expect(compute().interface != first.interface)

    let fresh = LibraryFingerprint.compute(
      packagePath: package.path, excluded: [], toolchain: "test", cache: nil)
    #expect(fresh == compute(), "the cache never changes the fingerprint itself")
  }
}
