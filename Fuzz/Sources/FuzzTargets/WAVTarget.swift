import WAV

extension FuzzTarget {
  /// The voice memos' WAV reader, ``WAVReader/read(from:path:)``, on any bytes, and the
  /// metadata writer on every file it reads.
  ///
  /// Checks that the sizes it reports fit the file, and that a file it reads and may write
  /// (not truncated) takes a new title and reads back with it, its audio bytes unchanged.
  public static let wav = FuzzTarget(
    name: "wav", summary: "the voice memos WAV reader (WAVReader, WAVMetadataWriter)"
  ) { bytes in
    guard let file = try? WAVReader.read(from: bytes, path: "fuzz.wav") else { return }
    precondition(file.fileSize == UInt64(bytes.count), "the file size is wrong")
    precondition(file.dataSize <= file.fileSize, "more audio than file")
    precondition(file.duration.isFinite && file.duration >= 0, "the duration is not a duration")
    precondition(file.dataOffset <= file.fileSize, "the audio starts after the end of the file")
    _ = file.frames
    guard !file.isTruncated else { return }
    precondition(file.dataOffset + file.dataSize <= file.fileSize, "untruncated audio overflows")
    let metadata = WAVMetadata(title: "Fuzz", date: "2026-11-25", comment: file.metadata.comment)
    guard let written = try? WAVMetadataWriter.rewrite(bytes, metadata: metadata) else { return }
    guard let reread = try? WAVReader.read(from: written, path: "fuzz.wav") else {
      preconditionFailure("a file the writer wrote cannot be read")
    }
    // NB: an empty field is written as no field (`set-comment FILE ""` removes the comment),
    // while a file's empty `ICMT` reads as "".
    func present(_ metadata: WAVMetadata) -> [String?] {
      [metadata.title, metadata.date, metadata.comment].map { $0?.isEmpty == true ? nil : $0 }
    }
    precondition(present(reread.metadata) == present(metadata), "the metadata does not read back")
    precondition(reread.dataSize == file.dataSize, "writing changed the amount of audio")
    let audio = { (bytes: [UInt8], file: WAVFile) -> ArraySlice<UInt8> in
      let start = Int(file.dataOffset)
      return bytes[start..<(start + Int(file.dataSize))]
    }
    precondition(audio(written, reread) == audio(bytes, file), "writing changed the audio")
  }
}
