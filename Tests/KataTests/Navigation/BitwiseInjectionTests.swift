import Testing

@testable import Kata

/// The bit operations a route learns for an enum case's embedding give the value the enum's own
/// embedding gives, for the layouts Swift gives enums.
struct BitwiseInjectionTests {
  enum Small: Equatable { case increment, decrement, reset }
  /// No tag at all: laid out as its payload.
  @CasePathable
  enum Single: Equatable { case child(Small) }
  /// Takes no bytes.
  @CasePathable
  enum Empty: Equatable { case child(Nothing) }
  enum Nothing: Equatable { case only }
  /// The tag in the payloads' spare bits, payloads with references.
  @CasePathable
  enum SpareBits: Equatable {
    case text(String)
    case number(Int)
    case small(Small)
    case object(Box)
  }
  /// The tag in a byte after payloads without spare bits.
  @CasePathable
  enum ExtraTag: Equatable {
    case first(UInt64)
    case second(UInt64)
    case pair(UInt64, UInt8)
  }
  /// One payload and cases without: the payload's extra inhabitants.
  @CasePathable
  enum WithEmptyCases: Equatable {
    case child(Small)
    case dismiss
    case close
  }
  /// Nested, as a route's actions are.
  @CasePathable
  enum Nested: Equatable {
    case presented(PresentationAction<SpareBits>)
    case other(Int)
  }
  final class Box: Equatable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }

  /// Learns the injection for `keyPath`'s case from its first sample, then checks it against
  /// the enum's own embedding of every sample.
  func check<Root: Equatable, Value>(
    _ keyPath: CaseKeyPath<Root, Value>, _ samples: [Value],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let embedding = fastEmbedding(keyPath)
    let words = (MemoryLayout<Root>.size + 7) / 8
    let root = UnsafeMutableRawPointer.allocate(byteCount: max(words, 1) * 8, alignment: 8)
    defer { root.deallocate() }
    // NB: The first embedding learns the case the slow way.
    var first = try #require(samples.first, sourceLocation: sourceLocation)
    withUnsafePointer(to: &first) { embedding.embed(UnsafeRawPointer($0), root) }
    root.assumingMemoryBound(to: Root.self).deinitialize(count: 1)
    let tag = try #require(embedding.injectableTag, sourceLocation: sourceLocation)
    let metadata = try #require(embedding.metadata, sourceLocation: sourceLocation)
    let injectTag = try #require(embedding.injectTagWitness, sourceLocation: sourceLocation)
    let injection = try #require(
      withUnsafePointer(to: &first) { sample in
        BitwiseInjection.learn(
          size: MemoryLayout<Root>.size, payloadSize: MemoryLayout<Value>.size, sample: sample
        ) { injectTag($0, tag, metadata) }
      }, sourceLocation: sourceLocation)
    defer { injection.deallocate() }
    for var sample in samples {
      for exact in [true, false] {
        // NB: Whatever the memory held before must not show through.
        root.initializeMemory(as: UInt8.self, repeating: 0xA5, count: max(words, 1) * 8)
        // NB: As a route's buffer for the payload holds it: whole words, no more.
        let payloadBytes = max((MemoryLayout<Value>.size + 7) / 8, 1) * 8
        let payload = UnsafeMutableRawPointer.allocate(byteCount: payloadBytes, alignment: 8)
        defer { payload.deallocate() }
        payload.initializeMemory(as: UInt8.self, repeating: 0x5A, count: payloadBytes)
        withUnsafePointer(to: &sample) {
          payload.copyMemory(from: $0, byteCount: MemoryLayout<Value>.size)
        }
        injection.inject(payload, into: root, exact: exact)
        // NB: The bytes copy the payload: read as a value, the root borrows its references.
        let injected = root.assumingMemoryBound(to: Root.self).pointee
        #expect(injected == keyPath(sample), sourceLocation: sourceLocation)
        #expect(AnyCasePath(keyPath).extract(from: injected) != nil, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func anEnumLaidOutAsItsPayload() throws {
    try check(\Single.Cases.child, [.reset, .increment, .decrement])
  }

  @Test func anEnumOfNoBytes() throws {
    try check(\Empty.Cases.child, [.only])
  }

  @Test func aTagInTheSpareBitsOfPayloadsWithReferences() throws {
    try check(\SpareBits.Cases.text, ["", "short", String(repeating: "long ", count: 20)])
    try check(\SpareBits.Cases.number, [0, -1, .max, .min])
    try check(\SpareBits.Cases.small, [.reset, .increment])
    try check(\SpareBits.Cases.object, [Box(), Box()])
  }

  @Test func aTagInAByteAfterThePayload() throws {
    try check(\ExtraTag.Cases.first, [0, .max, 0x8000_0000_0000_0001])
    try check(\ExtraTag.Cases.second, [0, .max])
    try check(\ExtraTag.Cases.pair, [(0, 0), (.max, .max), (1, 0x80)])
  }

  @Test func aPayloadBesideCasesWithout() throws {
    try check(\WithEmptyCases.Cases.child, [.increment, .reset, .decrement])
  }

  @Test func nestedCases() throws {
    try check(
      \Nested.Cases.presented,
      [.presented(.text("hi")), .dismiss, .presented(.object(Box())), .presented(.number(-7))])
  }
}
