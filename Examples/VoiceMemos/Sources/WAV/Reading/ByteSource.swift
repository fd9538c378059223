/// Bytes the reader can fetch from any offset: a file on disk, or an array in memory.
///
/// The reader asks only for the 12-byte file header, the 8-byte header of each chunk and the
/// bodies of the chunks it understands (`ds64`, `fmt `, `LIST`), never for the audio; a test
/// can wrap a source to see exactly what was read.
public protocol ByteSource {
  /// How many bytes there are.
  var size: UInt64 { get }
  /// Up to `count` bytes from `offset`; fewer only at the end.
  func bytes(at offset: UInt64, count: Int) throws(ByteSourceError) -> [UInt8]
}

/// Why bytes could not be read.
public struct ByteSourceError: Error, Equatable, Sendable {
  /// What the system said.
  public var reason: String

  /// Creates an error with the system's reason.
  public init(reason: String) {
    self.reason = reason
  }
}

extension Array: ByteSource where Element == UInt8 {
  public var size: UInt64 { UInt64(endIndex) }

  public func bytes(at offset: UInt64, count: Int) throws(ByteSourceError) -> [UInt8] {
    guard offset < UInt64(endIndex) else { return [] }
    let start = Int(offset)
    return Array(self[start..<Swift.min(endIndex, start + count)])
  }
}
