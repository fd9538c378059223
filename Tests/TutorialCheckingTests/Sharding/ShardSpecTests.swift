import Testing

@testable import TutorialChecking

@Suite struct ShardSpecTests {
  @Test func readsShardKOfN() throws {
    let shard = try ShardSpec(parsing: "2/3")
    #expect(shard.index == 2)
    #expect(shard.count == 3)
    #expect(shard.description == "2/3")
    #expect(shard.siblings.map(\.description) == ["1/3", "2/3", "3/3"])
    #expect(try ShardSpec(parsing: "1/1").siblings.count == 1)
  }

  @Test(arguments: [
    ("0/3", ShardSpec.Failure.outOfRange("0/3", count: 3)),
    ("4/3", .outOfRange("4/3", count: 3)),
    ("1/0", .noShards("1/0")),
    ("2", .notAFraction("2")),
    ("a/b", .notAFraction("a/b")),
    ("-1/3", .notAFraction("-1/3")),
    ("1/3/5", .notAFraction("1/3/5")),
    ("", .notAFraction("")),
  ])
  func refusesWhatIsNotAShard(text: String, failure: ShardSpec.Failure) {
    #expect(throws: failure) { try ShardSpec(parsing: text) }
  }

  @Test func explainsWhatIsWrongOnOneLine() {
    #expect(
      ShardSpec.Failure.outOfRange("4/3", count: 3).description
        == "shard '4/3' does not exist; K must be from 1 to 3")
    #expect(
      ShardSpec.Failure.notAFraction("a/b").description
        == "shard 'a/b' is not K/N (shard K of N, such as 1/3)")
  }
}
