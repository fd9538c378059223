/// One of `count` parts of a check, numbered from 1: `tutorials check --shard 2/3`.
///
/// Every shard of a check sees the whole site and computes the same ``ShardAssignment``, then
/// checks only its own part, so `count` runners can check a large site in parallel and
/// ``ReportMerger`` can join their reports into the result of one check.
///
/// ```swift
/// let shard = try ShardSpec(parsing: "2/3")
/// var options = CheckOptions(packagePath: ".")
/// options.shard = shard
/// ```
public struct ShardSpec: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The shard's number, from 1 to ``count``.
  public let index: Int
  /// How many shards the check is split into, at least 1.
  public let count: Int

  /// Why a shard could not be made.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The text is not two whole numbers separated by a slash.
    case notAFraction(String)
    /// The number of shards is below 1.
    case noShards(String)
    /// The shard's number is not between 1 and the number of shards.
    case outOfRange(String, count: Int)

    public var description: String {
      switch self {
      case .notAFraction(let text):
        "shard '\(text)' is not K/N (shard K of N, such as 1/3)"
      case .noShards(let text):
        "shard '\(text)' splits the check into no shards; N must be at least 1"
      case .outOfRange(let text, let count):
        "shard '\(text)' does not exist; K must be from 1 to \(count)"
      }
    }
  }

  /// Shard `index` of `count`.
  /// - Throws: ``Failure`` unless `1 <= index <= count`.
  public init(index: Int, count: Int) throws(Failure) {
    guard count >= 1 else { throw .noShards("\(index)/\(count)") }
    guard (1...count).contains(index) else { throw .outOfRange("\(index)/\(count)", count: count) }
    self.index = index
    self.count = count
  }

  /// Reads `K/N`, such as `1/3`.
  /// - Throws: ``Failure`` when the text is not `K/N` with `1 <= K <= N`.
  public init(parsing text: String) throws(Failure) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Self.number(parts[0]), let count = Self.number(parts[1])
    else { throw .notAFraction(text) }
    guard count >= 1 else { throw .noShards(text) }
    guard (1...count).contains(index) else { throw .outOfRange(text, count: count) }
    self.index = index
    self.count = count
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    do {
      try self.init(index: index, count: count)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container, debugDescription: error.description)
    }
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// Every shard of a check split like this one, in order.
  public var siblings: [ShardSpec] {
    (1...count).compactMap { try? ShardSpec(index: $0, count: count) }
  }

  /// A whole number of ASCII digits, or `nil`.
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }
}
