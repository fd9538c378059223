/// What the `fmt ` chunk says about the samples.
public struct WAVFormat: Equatable, Hashable, Sendable {
  /// How the samples are coded.
  public var encoding: WAVEncoding
  /// Frames per second.
  public var sampleRate: UInt32
  /// Samples per frame.
  public var channels: UInt16
  /// The bits of each sample that carry sound (the valid bits of an extensible format).
  public var bitsPerSample: UInt16
  /// The bits each sample occupies in the file: `bitsPerSample` rounded up to whole bytes,
  /// or the container size an extensible format names.
  public var containerBitsPerSample: UInt16
  /// Whether the chunk uses `WAVE_FORMAT_EXTENSIBLE` (tag 0xFFFE with a sub-format GUID).
  public var isExtensible: Bool
  /// The speaker positions of an extensible format; 0 otherwise.
  public var channelMask: UInt32

  /// Creates a format; `containerBitsPerSample` defaults to `bitsPerSample` in whole bytes.
  public init(
    encoding: WAVEncoding, sampleRate: UInt32, channels: UInt16, bitsPerSample: UInt16,
    containerBitsPerSample: UInt16? = nil, isExtensible: Bool = false, channelMask: UInt32 = 0
  ) {
    self.encoding = encoding
    self.sampleRate = sampleRate
    self.channels = channels
    self.bitsPerSample = bitsPerSample
    self.containerBitsPerSample =
      containerBitsPerSample ?? UInt16((Int(bitsPerSample) + 7) / 8 * 8)
    self.isExtensible = isExtensible
    self.channelMask = channelMask
  }

  /// Bytes per frame: one container-sized sample for each channel.
  public var blockAlign: Int { Int(channels) * Int(containerBitsPerSample) / 8 }

  /// A short description: `PCM 16-bit`, `float 32-bit`, `mu-law 8-bit`.
  public var summary: String { "\(encoding.rawValue) \(bitsPerSample)-bit" }
}
