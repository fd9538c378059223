/// Reads what a WAV file holds from its headers, without reading its audio.
///
/// No size in the file is trusted: each is checked against the bytes the file really has. A
/// `data` chunk that claims more than there is makes the file *truncated* (its duration counts
/// what is there); any other chunk that runs past the end before the audio is found, bytes
/// where a chunk should begin, a missing `fmt ` or `data`, and fields that contradict each
/// other are errors naming the file.
///
/// ```swift
/// let file = try WAVReader.read(path: "memo.wav")
/// file.format.sampleRate  // 44100
/// file.metadata.title     // "Standup"
/// file.isTruncated        // false
/// ```
public enum WAVReader {
  /// The largest `LIST` chunk whose entries are read; a bigger one is skipped like an unknown
  /// chunk, so a lying size cannot make the reader allocate gigabytes.
  static let largestList: UInt64 = 1 << 20

  /// Reads the WAV file at `path`.
  public static func read(path: String) throws(WAVError) -> WAVFile {
    let file = try FileBytes(path: path)
    return try read(from: file, path: path)
  }

  /// Reads a WAV file from `source`, naming it `path` in errors.
  public static func read(from source: some ByteSource, path: String) throws(WAVError) -> WAVFile {
    var scan = ChunkScan(source: source, path: path)
    return try scan.run()
  }
}

/// One pass over a file's chunks.
private struct ChunkScan<Source: ByteSource> {
  let source: Source
  let path: String
  var order = ByteOrder.littleEndian
  var container = WAVContainer.riff
  var chunks: [WAVChunk] = []
  var format: WAVFormat?
  var data: WAVChunk?
  var infoList: InfoList?
  var infoChunkIndex: Int?
  var isTruncated = false
  var ds64: DataSize64?

  /// The sizes an RF64 file keeps in its `ds64` chunk.
  struct DataSize64 {
    var dataSize: UInt64
    var table: [String: UInt64]
  }

  init(source: Source, path: String) {
    self.source = source
    self.path = path
  }

  /// Bytes fetched ahead of need: the header of the chunk after one whose body was read.
  var ahead: (offset: UInt64, bytes: [UInt8]) = (0, [])

  /// `count` bytes from `offset`, from what was read ahead when it holds them.
  func read(_ offset: UInt64, _ count: Int) throws(WAVError) -> [UInt8] {
    if offset >= ahead.offset, offset - ahead.offset + UInt64(count) <= UInt64(ahead.bytes.count) {
      let start = Int(offset - ahead.offset)
      return Array(ahead.bytes[start..<start + count])
    }
    do {
      return try source.bytes(at: offset, count: count)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }

  /// Reads `count` bytes from `offset` and the next chunk's header after them (after the pad
  /// byte of an odd count), which the scan needs next: one read instead of two, and never a
  /// byte of audio, since audio only follows a `data` header.
  mutating func readWithNextHeader(_ offset: UInt64, _ count: Int) throws(WAVError) -> [UInt8] {
    let bytes = try read(offset, count + 8 + count % 2)
    ahead = (offset, bytes)
    return Array(bytes.prefix(count))
  }

  mutating func run() throws(WAVError) -> WAVFile {
    let size = source.size
    // NB: The file header and the first chunk's header in one read.
    let header = try readWithNextHeader(0, 12)
    let magic =
      header.count >= 4
      ? WAVContainer(rawValue: String(decoding: header[0..<4], as: UTF8.self)) : nil
    // NB: Four bytes that are not a RIFF magic say more about a short file than its size.
    guard header.count == 12 || (header.count >= 4 && magic == nil) else {
      throw .notWAV(
        path: path, detail: size == 0 ? "the file is empty" : "it is only \(size) bytes")
    }
    guard let container = magic else {
      throw .notWAV(
        path: path,
        detail: "it starts with \"\(Bytes.quoted(header[0..<4]))\", not RIFF, RIFX or RF64")
    }
    guard Array(header[8..<12]) == Bytes.code("WAVE") else {
      throw .notWAV(
        path: path,
        detail:
          "it is a \(container.rawValue) file of type \"\(Bytes.quoted(header[8..<12]))\", not WAVE"
      )
    }
    self.container = container
    order = container.byteOrder

    var position: UInt64 = 12
    while position <= size, size - position >= 8 {
      let head = try read(position, 8)
      guard Bytes.isChunkID(head[0..<4]) else {
        // NB: Junk after the audio (a stray byte, a tool's trailer) does not make the file
        // unreadable; before it, there is no telling where the audio is.
        if format != nil, data != nil { break }
        throw .damaged(
          path: path,
          detail: "\"\(Bytes.quoted(head[0..<4]))\" at byte \(position) where a chunk should start")
      }
      let id = String(decoding: head[0..<4], as: UTF8.self)
      if container.hasDataSize64, chunks.isEmpty, id != "ds64" {
        throw .missingChunk(path: path, chunk: "ds64")
      }
      let size32 = Bytes.uint32(head, 4, order)
      var chunk = WAVChunk(id: id, offset: position, size: UInt64(size32), hasPadByte: false)
      try resolveSize(of: &chunk, declared: size32)
      let available = size - chunk.bodyOffset
      let isComplete = chunk.size <= available

      switch id {
      case "ds64" where chunks.isEmpty && container.hasDataSize64:
        try readDataSize64(chunk, available: available)
      case "fmt ":
        try readFormat(chunk, isComplete: isComplete)
      case "data":
        guard data == nil else {
          throw .contradiction(path: path, detail: "it has two 'data' chunks")
        }
        data = chunk
        if !isComplete { isTruncated = true }
      case "LIST":
        if isComplete, chunk.size >= 4, chunk.size <= WAVReader.largestList, infoList == nil {
          let body = try readWithNextHeader(chunk.bodyOffset, Int(chunk.size))
          infoList = InfoList(body: body, order: order)
          if infoList != nil { infoChunkIndex = chunks.count }
        }
      default:
        break
      }
      chunks.append(chunk)
      guard isComplete else {
        guard data != nil else {
          throw .damaged(
            path: path,
            detail: "the '\(id)' chunk at byte \(position) claims \(chunk.size) bytes, but the "
              + "file ends \(available) bytes after its header")
        }
        isTruncated = true
        break
      }
      position = chunk.bodyOffset + chunk.size
      if chunk.size % 2 == 1, position < size {
        chunks[chunks.count - 1].hasPadByte = try hasPadByte(after: position)
        if chunks[chunks.count - 1].hasPadByte { position += 1 }
      }
    }

    guard let format else { throw .missingChunk(path: path, chunk: "fmt ") }
    guard let data else { throw .missingChunk(path: path, chunk: "data") }
    return WAVFile(
      container: container, format: format, metadata: infoList?.metadata ?? WAVMetadata(),
      chunks: chunks, dataOffset: data.bodyOffset, declaredDataSize: data.size,
      dataSize: min(data.size, size - data.bodyOffset), isTruncated: isTruncated, fileSize: size,
      infoList: infoList, infoChunk: infoChunkIndex.map { chunks[$0] })
  }

  /// Replaces a 32-bit size that stands for "see elsewhere" with the real one.
  func resolveSize(of chunk: inout WAVChunk, declared: UInt32) throws(WAVError) {
    guard declared == UInt32.max else { return }
    if let ds64 {
      if chunk.id == "data" {
        chunk.size = ds64.dataSize
      } else if let size = ds64.table[chunk.id] {
        chunk.size = size
      }
    } else if chunk.id == "data", !container.hasDataSize64 {
      // NB: A recorder writing to a pipe cannot go back to fill in the size, and leaves
      // 0xFFFFFFFF: the audio runs to the end of the file.
      chunk.size = source.size - chunk.bodyOffset
    }
  }

  mutating func readDataSize64(_ chunk: WAVChunk, available: UInt64) throws(WAVError) {
    guard chunk.size >= 28, available >= 28 else {
      throw .damaged(path: path, detail: "the 'ds64' chunk is too short to hold its sizes")
    }
    let body = try readWithNextHeader(chunk.bodyOffset, 28)
    var table: [String: UInt64] = [:]
    let entries = UInt64(Bytes.uint32(body, 24, order))
    let room = (min(chunk.size, available) - 28) / 12
    if entries > 0, room > 0 {
      let count = Int(min(entries, room, 1024))
      let bytes = try read(chunk.bodyOffset + 28, count * 12)
      for index in 0..<bytes.count / 12 {
        let id = String(decoding: bytes[index * 12..<index * 12 + 4], as: UTF8.self)
        table[id] = Bytes.uint64(bytes, index * 12 + 4, order)
      }
    }
    ds64 = DataSize64(dataSize: Bytes.uint64(body, 8, order), table: table)
  }

  mutating func readFormat(_ chunk: WAVChunk, isComplete: Bool) throws(WAVError) {
    guard isComplete else {
      throw .damaged(path: path, detail: "the file ends inside its 'fmt ' chunk")
    }
    let body =
      chunk.size <= 40
      ? try readWithNextHeader(chunk.bodyOffset, Int(chunk.size))
      : try read(chunk.bodyOffset, 40)
    let parsed: WAVFormat
    do {
      parsed = try FormatChunk.parse(body, size: chunk.size, order: order)
    } catch {
      switch error {
      case .damaged(let detail): throw .damaged(path: path, detail: detail)
      case .contradiction(let detail): throw .contradiction(path: path, detail: detail)
      case .unsupported(let detail): throw .unsupported(path: path, detail: detail)
      }
    }
    if let format, format != parsed {
      throw .contradiction(path: path, detail: "it has two 'fmt ' chunks that disagree")
    }
    format = parsed
  }

  /// Whether the byte after an odd-sized chunk is its pad byte.
  ///
  /// Some writers leave the pad
  /// byte out; when a chunk name starts right at the odd offset and not one byte later, the
  /// pad byte is missing.
  func hasPadByte(after end: UInt64) throws(WAVError) -> Bool {
    let bytes = try read(end, 5)
    guard bytes.count == 5 else { return true }
    return Bytes.isChunkID(bytes[1..<5]) || !Bytes.isChunkID(bytes[0..<4])
  }
}
