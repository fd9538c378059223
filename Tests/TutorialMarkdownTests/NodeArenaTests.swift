import Foundation
import Testing

@testable import TutorialMarkdown
@testable import TutorialSupport

@Suite struct NodeArenaTests {
  @Test func blocksAreZeroedAndKeepTheirBytesWhenGrown() {
    let arena = NodeArena()
    arena.withCurrent {
      let block = NodeArena.allocate(count: 4, size: 8)
      #expect(UnsafeRawBufferPointer(start: block, count: 32).allSatisfy { $0 == 0 })
      block.storeBytes(of: 0x1234_5678, as: UInt64.self)
      // NB: a block that is not the last one moves when it grows; its bytes go with it.
      _ = NodeArena.allocate(count: 1, size: 8)
      let grown = NodeArena.reallocate(block, size: 3 << 20)
      #expect(grown.load(as: UInt64.self) == 0x1234_5678)
      #expect(UnsafeRawBufferPointer(start: grown + 8, count: 1024).allSatisfy { $0 == 0 })
      NodeArena.deallocate(grown)
    }
  }

  @Test func theLastBlockGrowsWhereItIsWhileItsChunkHasRoom() {
    let arena = NodeArena()
    arena.withCurrent {
      let block = NodeArena.allocate(count: 1, size: 24)
      block.storeBytes(of: 0xABCD, as: UInt64.self)
      let grown = NodeArena.reallocate(block, size: 4096)
      #expect(grown == block)
      #expect(grown.load(as: UInt64.self) == 0xABCD)
      // NB: the next block starts after the grown one, not over it.
      let next = NodeArena.allocate(count: 1, size: 64)
      #expect(next >= grown + 4096)
      #expect(UnsafeRawBufferPointer(start: next, count: 64).allSatisfy { $0 == 0 })
      // NB: more than its chunk holds: it moves, with its bytes.
      next.storeBytes(of: 7, as: UInt64.self)
      let moved = NodeArena.reallocate(next, size: NodeArena.firstChunkSize * 2)
      #expect(moved != next)
      #expect(moved.load(as: UInt64.self) == 7)
    }
  }

  @Test func aShortDocumentTakesOneSmallChunkAndLaterChunksDoubleUpToAMegabyte() {
    // NB: every chunk was a megabyte, so each short document (a fuzzer's input) had the system
    // map, zero and unmap 2 MB: most of the fuzz targets' time that parse Markdown.
    let arena = NodeArena()
    arena.withCurrent {
      for _ in 0..<10 { _ = NodeArena.allocate(count: 1, size: 100) }
      #expect(arena.reservedBytes == NodeArena.firstChunkSize)
      _ = NodeArena.allocate(count: 1, size: NodeArena.firstChunkSize)
      #expect(
        arena.reservedBytes == 3 * NodeArena.firstChunkSize, "the second chunk is twice the first")
      let total = 8 << 20
      for _ in 0..<(total / 4096) { _ = NodeArena.allocate(count: 1, size: 4096 - 16) }
      #expect(arena.reservedBytes >= total)
      #expect(
        arena.reservedBytes <= total + 2 * NodeArena.largestChunkSize,
        "chunks stop growing at \(NodeArena.largestChunkSize) bytes")
      let large = NodeArena.allocate(count: 1, size: 3 << 20)
      #expect(UnsafeRawBufferPointer(start: large, count: 3 << 20).allSatisfy { $0 == 0 })
    }
  }

  @Test func withoutACurrentArenaBlocksComeFromMallocAndMoveIntoOneLater() {
    let outside = NodeArena.allocate(count: 1, size: 16)
    outside.storeBytes(of: 42, as: UInt64.self)
    let grown = NodeArena.reallocate(outside, size: 64)
    #expect(grown.load(as: UInt64.self) == 42)
    let arena = NodeArena()
    let moved = arena.withCurrent { NodeArena.reallocate(grown, size: 128) }
    #expect(moved.load(as: UInt64.self) == 42)
    arena.withCurrent { NodeArena.deallocate(moved) }
  }

  @Test func blocksFromTheSystemAllocatorGoBackToIt() throws {
    let arena = NodeArena()
    try arena.withCurrent {
      let block = try #require(malloc(32))
      block.storeBytes(of: 7, as: UInt64.self)
      let grown = NodeArena.reallocate(block, size: 4096)
      #expect(grown.load(as: UInt64.self) == 7)
      NodeArena.deallocate(grown)
    }
  }

  @Test func nodesLieNextToEachOtherApartFromStrings() throws {
    // NB: parsing learns the size of cmark-gfm's nodes.
    _ = MarkdownDocument("# Title\n")
    let nodeSize = NodeArena.nodeSize
    #expect(nodeSize > 0)
    let arena = NodeArena()
    arena.withCurrent {
      let first = NodeArena.allocate(count: 1, size: nodeSize)
      let string = NodeArena.allocate(count: 1, size: 100)
      let second = NodeArena.allocate(count: 1, size: nodeSize)
      let stride = (nodeSize + 16 + 15) & ~15
      #expect(second - first == stride)
      #expect(string != first + stride)
    }
  }

  @Test func documentsParsedAndRenderedOnSeveralThreadsAtOnceMatchOneByOne() {
    let sources = (0..<16).map { index in
      """
      # Guide \(index)

      | a | b |
      | --- | --- |
      | ~~x~~ | https://example.com/\(index) |

      - [x] done[^n]

      [^n]: note \(index)

      """
    }
    let alone = sources.map { MarkdownDocument($0).renderHTML(HTMLCustomization()) }
    let together = ParallelWork.map(count: sources.count, width: 4) {
      MarkdownDocument(sources[$0]).renderHTML(HTMLCustomization())
    }
    #expect(together == alone)
    #expect(alone[3].contains("<del>x</del>"))
    #expect(alone[3].contains(#"<a href="https://example.com/3">"#))
  }
}
