/// One thing the fuzzer feeds bytes to: a name, which is also its seed corpus folder
/// (`Fuzz/Corpus/<name>/`) and its executable (`fuzz-<name>`), and the function libFuzzer calls
/// with every input.
///
/// The function must return normally for any bytes at all; a trap, a sanitizer report or a
/// broken invariant (a `precondition` here) is a crash the fuzzer keeps. The same function runs
/// the seed corpora and the crash regressions in `make test`, without the sanitizer build.
public struct FuzzTarget: Sendable {
  /// The corpus folder and executable name, such as `front-matter`.
  public let name: String
  /// What the target exercises, for `make fuzz`'s summary.
  public let summary: String
  /// Runs one input.
  public let run: @Sendable (_ bytes: [UInt8]) -> Void

  /// Creates a target.
  public init(name: String, summary: String, run: @escaping @Sendable (_ bytes: [UInt8]) -> Void) {
    self.name = name
    self.summary = summary
    self.run = run
  }

  /// Runs the input libFuzzer passes to `LLVMFuzzerTestOneInput`.
  ///
  /// ```swift
  /// @_cdecl("LLVMFuzzerTestOneInput")
  /// public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  ///   FuzzTarget.wav.run(start, count)
  /// }
  /// ```
  public func run(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    run(Array(UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)))
    return 0
  }

  /// Every target, in the order `make fuzz` runs them.
  public static let all: [FuzzTarget] = [
    .frontMatter, .infoString, .snippets, .guide, .translationStamp, .searchIndex, .highlight,
    .todosFile, .wav,
  ]
}

extension String {
  /// The bytes as text the way the tools read a file: invalid UTF-8 becomes U+FFFD.
  init(fuzzInput bytes: [UInt8]) {
    self = String(decoding: bytes, as: UTF8.self)
  }
}
