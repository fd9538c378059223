/// The RIFF flavour a WAV file is stored in.
public enum WAVContainer: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Little-endian RIFF, the ordinary `.wav` file (at most 4 GiB).
  case riff = "RIFF"
  /// Big-endian RIFF: every size and number in the file, the samples included, is big-endian.
  case rifx = "RIFX"
  /// RF64 (EBU Tech 3306): RIFF with 64-bit sizes kept in a `ds64` chunk, for files over 4 GiB.
  case rf64 = "RF64"
  /// BW64 (ITU-R BS.2088): the same layout as RF64 under another name.
  case bw64 = "BW64"

  /// The order of the bytes in the file's numbers.
  public var byteOrder: ByteOrder { self == .rifx ? .bigEndian : .littleEndian }

  /// Whether sizes over 4 GiB live in a `ds64` chunk.
  public var hasDataSize64: Bool { self == .rf64 || self == .bw64 }
}

/// The order of a number's bytes in a file.
public enum ByteOrder: Equatable, Sendable {
  case littleEndian, bigEndian
}
