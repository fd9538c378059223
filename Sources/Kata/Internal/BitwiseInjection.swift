/// An enum case's embedding as plain bit operations, for a `FlatSegment`'s loop.
///
/// Embedding a child's action at a level of a route copies the payload into place, then sets
/// the case through the enum's value witness (see `InPlaceEmbedding`): at each of twenty levels,
/// a call to the level, a call to its closure and a call to the witness, several times the copy
/// itself. Setting a case whose payload is in place only writes bits: it sets the tag in the
/// payload's spare bits, in bytes after the payload, or both, and leaves the payload's other
/// bits as they are. So once, for each level, this probes the witness on a payload of zeros
/// and one of ones, learns which bits it keeps and which it sets, and checks the result against
/// an embedding the witness made; the loop then embeds with two masks per word of the payload.
struct BitwiseInjection {
  /// The bytes the payload takes.
  let payloadSize: Int
  /// The words the enum takes, rounded up.
  let words: Int
  /// The words the payload takes, rounded up: those read from a payload of whole words.
  private let payloadWords: Int
  /// Per word: the bits kept from the payload, then the bits set.
  private let masks: UnsafeMutablePointer<UInt64>

  private init(payloadSize: Int, words: Int, masks: UnsafeMutablePointer<UInt64>) {
    self.payloadSize = payloadSize
    self.words = words
    self.payloadWords = min((payloadSize + 7) / 8, words)
    self.masks = masks
  }

  /// The injection for payloads of `payloadSize` bytes into an enum of `size` bytes, learned
  /// from `inject`, which sets the case at an address, and checked on the payload at `sample`;
  /// `nil` when it is not bit operations alone.
  static func learn(
    size: Int, payloadSize: Int, sample: UnsafeRawPointer,
    inject: (UnsafeMutableRawPointer) -> Void
  ) -> BitwiseInjection? {
    guard payloadSize <= size else { return nil }
    let words = (size + 7) / 8
    let probes = UnsafeMutableRawPointer.allocate(byteCount: max(words * 8 * 4, 1), alignment: 8)
    defer { probes.deallocate() }
    probes.initializeMemory(as: UInt8.self, repeating: 0, count: words * 8 * 4)
    let (zeros, ones) = (probes, probes + words * 8)
    ones.initializeMemory(as: UInt8.self, repeating: 0xFF, count: payloadSize)
    inject(zeros)
    inject(ones)
    let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: max(words * 2, 1))
    for word in 0..<words {
      let zero = zeros.load(fromByteOffset: word * 8, as: UInt64.self)
      let one = ones.load(fromByteOffset: word * 8, as: UInt64.self)
      // NB: A bit the witness inverts is not a bit it keeps or sets.
      guard zero & ~one == 0 else {
        masks.deallocate()
        return nil
      }
      (masks + word).initialize(to: ~zero & one)
      (masks + words + word).initialize(to: zero & one)
    }
    let injection = BitwiseInjection(payloadSize: payloadSize, words: words, masks: masks)
    // NB: The witness's embedding of the sample, and this one's, byte for byte.
    let (expected, actual) = (probes + words * 16, probes + words * 24)
    expected.copyMemory(from: sample, byteCount: payloadSize)
    inject(expected)
    injection.inject(sample, into: actual, exact: true)
    guard
      UnsafeRawBufferPointer(start: expected, count: size)
        .elementsEqual(UnsafeRawBufferPointer(start: actual, count: size))
    else {
      masks.deallocate()
      return nil
    }
    return injection
  }

  /// Writes the enum at `root`, whose memory is `words` words, from the payload at `payload`:
  /// a copy of its bytes, which copies or moves it only for a payload whose type allows that.
  ///
  /// `payload` is whole words too (an action a `FlatSegment` wrote, in a buffer of whole words)
  /// unless `exact`, when only its `payloadSize` bytes are read. Words past the payload's are not
  /// read: no bit of them is kept.
  ///
  /// NB: Word by word, each written once: copying the payload's bytes first and then masking
  /// the words read back what was just written in pieces, which stalls the processor.
  @inline(__always)
  func inject(_ payload: UnsafeRawPointer, into root: UnsafeMutableRawPointer, exact: Bool) {
    let target = root.assumingMemoryBound(to: UInt64.self)
    if !exact {
      // NB: What every level but the lowest does, on a buffer of whole words: kept to a load,
      // two masks and a store per word, with no checks the layout already rules out.
      // NB: One plain loop: the compiler unrolls and vectorises two loops, which for the one to
      // four words of a route's actions costs more in set-up than it saves.
      let words = UnsafePointer(payload.assumingMemoryBound(to: UInt64.self))
      var mask = UnsafePointer(masks)
      let set = self.words
      var word = 0
      while word < set {
        let value = word < payloadWords ? words[word] : 0
        target[word] = (value & mask[0]) | mask[set]
        mask += 1
        word &+= 1
      }
      return
    }
    let whole = payloadSize / 8
    for word in 0..<words {
      var value: UInt64 = 0
      if word < whole {
        value = payload.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
      } else {
        for byte in 0..<max(min(payloadSize - word * 8, 8), 0) {
          let bits = payload.load(fromByteOffset: word * 8 + byte, as: UInt8.self)
          value |= UInt64(bits) << (8 * byte)
        }
      }
      target[word] = (value & masks[word]) | masks[words + word]
    }
  }

  /// Frees the masks.
  func deallocate() { masks.deallocate() }
}
