import Foundation

/// Reads the libraries a Swift object file asks to be linked with (its autolink entries), as
/// `swift-autolink-extract` does on ELF platforms, without starting that tool.
///
/// The compiler writes them to the `.swift1_autolink_entries` section, NUL-separated:
/// `-lswiftCore`, `-lFoundation`, ….
package enum AutolinkEntries {
  package static let sectionName = ".swift1_autolink_entries"

  /// The entries of the object at `path`, each once, in order; `[]` when it has none, `nil`
  /// when the file is not a 64-bit little-endian ELF object this reader understands.
  package static func read(objectAt path: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return data.withUnsafeBytes { entries(in: $0) }
  }

  package static func entries(in bytes: UnsafeRawBufferPointer) -> [String]? {
    func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T? {
      guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
      return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
    // NB: "\x7fELF", 64-bit (class 2), little-endian (data 1).
    guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C,
      bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1,
      let sectionTable = integer(0x28, UInt64.self).map(Int.init),
      let entrySize = integer(0x3A, UInt16.self).map(Int.init), entrySize >= 64,
      var count = integer(0x3C, UInt16.self).map(Int.init),
      var namesIndex = integer(0x3E, UInt16.self).map(Int.init)
    else { return nil }
    // NB: with 0xFF00 sections or more, the real count and name-table index are in section 0.
    if count == 0, let real = integer(sectionTable + 32, UInt64.self) { count = Int(real) }
    if namesIndex == 0xFFFF, let real = integer(sectionTable + 40, UInt32.self) {
      namesIndex = Int(real)
    }
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
      let header = sectionTable + index * entrySize
      guard let name = integer(header, UInt32.self), let offset = integer(header + 24, UInt64.self),
        let size = integer(header + 32, UInt64.self), offset <= UInt64(bytes.count),
        size <= UInt64(bytes.count) - offset
      else { return nil }
      return (Int(name), Int(offset), Int(size))
    }
    guard count > 0, namesIndex < count, let names = section(namesIndex) else { return nil }
    let wanted = Array(sectionName.utf8)
    for index in 0..<count {
      guard let candidate = section(index) else { return nil }
      let start = names.offset + candidate.name
      guard candidate.name < names.size, start + wanted.count < names.offset + names.size,
        bytes[start + wanted.count] == 0,
        zip(wanted.indices, wanted).allSatisfy({ bytes[start + $0] == $1 })
      else { continue }
      let content = UnsafeRawBufferPointer(
        rebasing: bytes[candidate.offset..<candidate.offset + candidate.size])
      var seen: Set<String> = []
      return content.split(separator: 0).compactMap { entry in
        let text = String(decoding: entry, as: UTF8.self)
        return seen.insert(text).inserted ? text : nil
      }
    }
    return []
  }
}
