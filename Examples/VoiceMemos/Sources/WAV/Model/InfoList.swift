/// The entries of a `LIST` chunk of type `INFO`, kept in order so that a rewrite changes only
/// the entries it means to.
struct InfoList: Equatable, Sendable {
  struct Entry: Equatable, Sendable {
    var id: [UInt8]
    var value: [UInt8]
  }

  static let title = Bytes.code("INAM")
  static let date = Bytes.code("ICRD")
  static let comment = Bytes.code("ICMT")

  var entries: [Entry]

  /// Reads the body of a `LIST` chunk (its type included); `nil` for another type of list.
  ///
  /// An entry that runs past the end of the list ends it: the entries before it stay.
  init?(body: [UInt8], order: ByteOrder) {
    guard body.count >= 4, Array(body[0..<4]) == Bytes.code("INFO") else { return nil }
    entries = []
    var position = 4
    while position + 8 <= body.count {
      let id = Array(body[position..<position + 4])
      let size = Int(Bytes.uint32(body, position + 4, order))
      let start = position + 8
      guard Bytes.isChunkID(id), size <= body.count - start else { break }
      entries.append(Entry(id: id, value: Array(body[start..<start + size])))
      position = start + size + size % 2
    }
  }

  init(entries: [Entry]) {
    self.entries = entries
  }

  var metadata: WAVMetadata {
    WAVMetadata(title: text(Self.title), date: text(Self.date), comment: text(Self.comment))
  }

  /// The value of the first entry named `id`, up to its first NUL, as UTF-8 (or Latin-1).
  func text(_ id: [UInt8]) -> String? {
    guard let entry = entries.first(where: { $0.id == id }) else { return nil }
    let bytes = entry.value.prefix { $0 != 0 }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }

  /// The list with the title, date and comment of `metadata`: an entry that exists keeps its
  /// place, a new one goes at the end, and a `nil` or empty field removes its entry.
  func replacing(with metadata: WAVMetadata) -> InfoList {
    var entries = self.entries
    for (id, value) in [
      (Self.title, metadata.title), (Self.date, metadata.date), (Self.comment, metadata.comment),
    ] {
      let index = entries.firstIndex { $0.id == id }
      entries.removeAll { $0.id == id }
      guard let value, !value.isEmpty else { continue }
      let entry = Entry(id: id, value: Array(value.utf8) + [0])
      entries.insert(entry, at: min(index ?? entries.endIndex, entries.endIndex))
    }
    return InfoList(entries: entries)
  }

  /// The whole `LIST` chunk, header included, with a pad byte after each odd entry.
  func chunk(order: ByteOrder) -> [UInt8] {
    var body = Bytes.code("INFO")
    for entry in entries {
      body += entry.id
      Bytes.append(UInt32(entry.value.count), to: &body, order)
      body += entry.value
      if entry.value.count % 2 == 1 { body.append(0) }
    }
    var chunk = Bytes.code("LIST")
    Bytes.append(UInt32(body.count), to: &chunk, order)
    return chunk + body
  }
}
