/// Writes a WAV file's title, date and comment in place, keeping every other byte.
///
/// The `LIST`/`INFO` chunk is replaced where it is, or added just before the audio when there
/// is none; its other entries (the software that wrote the file, say) stay. Every other chunk,
/// every audio byte and any bytes after the last chunk are copied as they are, and the RIFF
/// size (the `ds64` one in RF64) is set to the file's real size. The file is replaced
/// atomically (see ``AtomicFile``). A file that cannot be read, or is truncated, is refused
/// and left untouched.
///
/// ```swift
/// var metadata = try WAVReader.read(path: "memo.wav").metadata
/// metadata.title = "Standup, Monday"
/// try WAVMetadataWriter.write(metadata, toFileAt: "memo.wav")
/// ```
public enum WAVMetadataWriter {
  /// How much audio is copied at a time.
  static let copyBlock = 1 << 20

  /// Replaces the metadata of the file at `path`.
  public static func write(_ metadata: WAVMetadata, toFileAt path: String) throws(WAVError) {
    let source = try FileBytes(path: path)
    let file = try WAVReader.read(from: source, path: path)
    let plan = try EditPlan(file: file, metadata: metadata, path: path)
    try AtomicFile.replace(path: path, permissions: source.permissions) {
      (sink) throws(WAVError) in
      try plan.write(from: source, to: &sink)
    }
  }

  /// The bytes of a WAV file with `metadata` in place of its own.
  public static func rewrite(
    _ bytes: [UInt8], metadata: WAVMetadata, path: String = "<memory>"
  ) throws(WAVError) -> [UInt8] {
    let file = try WAVReader.read(from: bytes, path: path)
    var sink = MemorySink()
    try EditPlan(file: file, metadata: metadata, path: path).write(from: bytes, to: &sink)
    return sink.bytes
  }
}

/// The new file as pieces: new bytes, and ranges of the old file copied as they are.
struct EditPlan {
  enum Piece {
    case bytes([UInt8])
    case copy(from: UInt64, to: UInt64)
  }

  let path: String
  var pieces: [Piece] = []

  init(file: WAVFile, metadata: WAVMetadata, path: String) throws(WAVError) {
    self.path = path
    guard !file.isTruncated else {
      throw .notWritable(
        path: path, reason: "it is truncated (the file ends before its audio does)")
    }
    let order = file.container.byteOrder
    let list = (file.infoList ?? InfoList(entries: [])).replacing(with: metadata)
    var newList = list.entries.isEmpty ? [] : list.chunk(order: order)
    let replaced: Range<UInt64>
    if let info = file.infoChunk {
      replaced = info.offset..<info.end
    } else {
      let data = file.chunk("data")?.offset ?? file.dataOffset - 8
      replaced = data..<data
    }
    // NB: after a chunk that lacks its pad byte, `LIST` right away, as in "LIST&…", would read
    // as a pad byte and a chunk "IST&". The missing pad byte goes first.
    if !newList.isEmpty,
      let previous = file.chunks.last(where: { $0.end == replaced.lowerBound }),
      previous.size % 2 == 1, !previous.hasPadByte
    {
      newList.insert(0, at: 0)
    }
    let oldEnd = min(file.chunks.last?.end ?? file.fileSize, file.fileSize)
    let newEnd = oldEnd - UInt64(replaced.count) + UInt64(newList.count)

    var header = Bytes.code(file.container.rawValue)
    var copyStart: UInt64 = 12
    if file.container.hasDataSize64 {
      guard let ds64 = file.chunks.first, ds64.id == "ds64" else {
        throw .missingChunk(path: path, chunk: "ds64")
      }
      Bytes.append(UInt32.max, to: &header, order)
      header += Bytes.code("WAVE")
      pieces.append(.bytes(header))
      pieces.append(.copy(from: ds64.offset, to: ds64.offset + 8))
      var riffSize: [UInt8] = []
      Bytes.append(newEnd - 8, to: &riffSize, order)
      pieces.append(.bytes(riffSize))
      copyStart = ds64.offset + 16
    } else {
      guard newEnd - 8 <= UInt64(UInt32.max) else {
        throw .notWritable(path: path, reason: "the file would pass the 4 GiB a RIFF file can hold")
      }
      Bytes.append(UInt32(newEnd - 8), to: &header, order)
      header += Bytes.code("WAVE")
      pieces.append(.bytes(header))
    }
    pieces.append(.copy(from: copyStart, to: replaced.lowerBound))
    pieces.append(.bytes(newList))
    pieces.append(.copy(from: replaced.upperBound, to: file.fileSize))
  }

  func write(from source: some ByteSource, to sink: inout some ByteSink) throws(WAVError) {
    for piece in pieces {
      switch piece {
      case .bytes(let bytes):
        try sink.write(bytes)
      case .copy(var offset, let end):
        while offset < end {
          let count = Int(min(UInt64(WAVMetadataWriter.copyBlock), end - offset))
          let bytes: [UInt8]
          do {
            bytes = try source.bytes(at: offset, count: count)
          } catch {
            throw .writeFailed(path: path, reason: error.reason)
          }
          guard bytes.count == count else {
            throw .writeFailed(path: path, reason: "the file got shorter while it was copied")
          }
          try sink.write(bytes)
          offset += UInt64(count)
        }
      }
    }
  }
}
