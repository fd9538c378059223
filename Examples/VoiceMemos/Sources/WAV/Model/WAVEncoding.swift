/// How the samples are coded.
public enum WAVEncoding: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Integer PCM, 1 to 64 bits per sample (format tag 1).
  case pcm = "PCM"
  /// IEEE floating point, 32 or 64 bits per sample (format tag 3).
  case float = "float"
  /// ITU-T G.711 µ-law, 8 bits per sample (format tag 7).
  case muLaw = "mu-law"
  /// ITU-T G.711 A-law, 8 bits per sample (format tag 6).
  case aLaw = "a-law"

  /// The format tag that stands for this encoding in a `fmt ` chunk.
  public var formatTag: UInt16 {
    switch self {
    case .pcm: return 1
    case .float: return 3
    case .aLaw: return 6
    case .muLaw: return 7
    }
  }

  /// The encoding a format tag stands for, if it is one this module reads.
  public init?(formatTag: UInt16) {
    switch formatTag {
    case 1: self = .pcm
    case 3: self = .float
    case 6: self = .aLaw
    case 7: self = .muLaw
    default: return nil
    }
  }

  /// Whether samples of `bits` bits can be coded this way: 1–64 for PCM, 32 or 64 for float,
  /// 8 for µ-law and A-law.
  public func allows(bitsPerSample bits: UInt16) -> Bool {
    switch self {
    case .pcm: return (1...64).contains(bits)
    case .float: return bits == 32 || bits == 64
    case .muLaw, .aLaw: return bits == 8
    }
  }
}
