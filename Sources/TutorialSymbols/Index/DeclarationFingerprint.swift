/// A short, stable digest of a declaration's text: the same on every machine and every run,
/// so it can be stored (in a guide's stamp, say) and compared later.
enum DeclarationFingerprint {
  /// FNV-1a (64 bits) of the declaration with each run of whitespace read as one space, in
  /// 16 hexadecimal digits.
  static func of(_ declaration: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var pendingSpace = false
    var started = false
    for byte in declaration.utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = started
        continue
      }
      if pendingSpace {
        hash = (hash ^ 0x20) &* 0x100_0000_01b3
        pendingSpace = false
      }
      started = true
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
