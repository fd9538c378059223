/// A small SHA-256, enough to name cache entries: the package's dependencies offer no hash to
/// TutorialKit on Linux, and cache keys must be stable across machines.
package struct SHA256 {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() {}

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// Feeds `text`'s UTF-8 bytes.
  package mutating func update(_ text: String) {
    var text = text
    text.withUTF8 { update($0) }
  }

  /// Feeds `bytes`.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { update($0) }
  }

  /// The digest as 64 lowercase hexadecimal digits.
  package mutating func hexDigest() -> String {
    let bitLength = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    pending = []
    tail.withUnsafeBufferPointer { compressBlocks($0) }
    return state.map { word in
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }

  /// The SHA-256 of `text`, hexadecimal.
  package static func hex(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text)
    return hash.hexDigest()
  }

  private mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    length &+= UInt64(bytes.count)
    var rest = bytes[...]
    if !pending.isEmpty {
      let taken = min(64 - pending.count, rest.count)
      pending.append(contentsOf: rest.prefix(taken))
      rest = rest.dropFirst(taken)
      guard pending.count == 64 else { return }
      let block = pending
      pending = []
      block.withUnsafeBufferPointer { compressBlocks($0) }
    }
    let whole = rest.count - rest.count % 64
    compressBlocks(UnsafeBufferPointer(rebasing: rest.prefix(whole)))
    pending.append(contentsOf: rest.dropFirst(whole))
  }

  // NB: written with raw pointers, `while` loops and masking shifts (`&>>`), which debug builds
  // compile to straight code: array subscripts, range loops and the generic `>>` there are
  // calls (six times slower), and hashing every block was the slowest part of an unchanged
  // check.
  private mutating func compressBlocks(_ blocks: UnsafeBufferPointer<UInt8>) {
    guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
    var words = state
    words.withUnsafeMutableBufferPointer { words in
      Self.k.withUnsafeBufferPointer { k in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
          guard let state = words.baseAddress, let k = k.baseAddress, let w = w.baseAddress
          else { return }
          var offset = 0
          while offset + 64 <= blocks.count {
            Self.compress(base + offset, state: state, k: k, w: w)
            offset &+= 64
          }
        }
      }
    }
    state = words
  }

  private static func compress(
    _ chunk: UnsafePointer<UInt8>, state: UnsafeMutablePointer<UInt32>,
    k: UnsafePointer<UInt32>, w: UnsafeMutablePointer<UInt32>
  ) {
    var i = 0
    while i < 16 {
      let p = chunk + 4 &* i
      w[i] =
        UInt32(p[0]) &<< 24 | UInt32(p[1]) &<< 16 | UInt32(p[2]) &<< 8 | UInt32(p[3])
      i &+= 1
    }
    while i < 64 {
      let s0 = rotate(w[i &- 15], 7) ^ rotate(w[i &- 15], 18) ^ (w[i &- 15] &>> 3)
      let s1 = rotate(w[i &- 2], 17) ^ rotate(w[i &- 2], 19) ^ (w[i &- 2] &>> 10)
      w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
      i &+= 1
    }
    var a = state[0]
    var b = state[1]
    var c = state[2]
    var d = state[3]
    var e = state[4]
    var f = state[5]
    var g = state[6]
    var h = state[7]
    i = 0
    while i < 64 {
      let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      let choice = (e & f) ^ (~e & g)
      let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
      let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      h = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ s0 &+ majority
      i &+= 1
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  @_transparent
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value &>> count) | (value &<< (32 &- count))
  }
}
