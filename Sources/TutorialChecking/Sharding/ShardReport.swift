import TutorialModel

/// What a shard's report adds for ``ReportMerger``: which shard it is, what it checked, and a
/// digest of the guides, so that reports of different checks are not merged.
public struct ShardReport: Sendable, Equatable, Codable {
  /// The shard that made the report.
  public var shard: ShardSpec
  /// A digest of every guide the whole check covers (paths, front matter and text), the same
  /// in every shard of one check.
  public var input: String
  /// The Swift blocks this shard checked, as `path:line` of each opening fence.
  public var blocks: [String]
  /// How many Swift blocks the whole check covers, over all shards.
  public var totalBlocks: Int
  /// The shard of each guide's group, by guide path: which shard reports findings located in
  /// a guide.
  ///
  /// Not part of the JSON report.
  var guideShards: [String: Int] = [:]

  enum CodingKeys: String, CodingKey {
    case index, count, input, blocks, totalBlocks
  }

  init(
    shard: ShardSpec, input: String, blocks: [String], totalBlocks: Int,
    guideShards: [String: Int]
  ) {
    self.shard = shard
    self.input = input
    self.blocks = blocks
    self.totalBlocks = totalBlocks
    self.guideShards = guideShards
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    shard = try ShardSpec(from: decoder)
    input = try container.decode(String.self, forKey: .input)
    blocks = try container.decode([String].self, forKey: .blocks)
    totalBlocks = try container.decode(Int.self, forKey: .totalBlocks)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shard.index, forKey: .index)
    try container.encode(shard.count, forKey: .count)
    try container.encode(input, forKey: .input)
    try container.encode(blocks, forKey: .blocks)
    try container.encode(totalBlocks, forKey: .totalBlocks)
  }

  /// Whether this shard reports `diagnostic`, a finding of a check that compiles nothing: one
  /// located in a guide belongs to the shard of the guide's group, any other to shard 1.
  func owns(_ diagnostic: Diagnostic) -> Bool {
    (guideShards[diagnostic.location.path] ?? 1) == shard.index
  }
}
