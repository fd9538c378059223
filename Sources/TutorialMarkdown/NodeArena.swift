#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory of one parsed Markdown tree: blocks handed out one after another from large
/// chunks, and all given back at once when the arena goes.
///
/// cmark-gfm allocates every node and string of a tree on its own with `calloc`, and walks
/// and frees the tree node by node. From an arena, a tree's nodes lie in the order they were
/// made, close to document order, so walking it (the parser walks it several times, rendering
/// once more) reads memory in sequence, allocating is a pointer bump, and freeing the tree
/// frees a few chunks instead of every node.
///
/// Nodes get a region of their own, apart from the strings (which grow by copying, leaving
/// their old copies behind): the walks read nodes only, so they read denser memory.
///
/// The allocation functions (``NodeArena/allocate(count:size:)`` and the others) are what
/// cmark-gfm calls; they use the arena made current on the calling thread with
/// ``NodeArena/withCurrent(_:)``, and `malloc` when there is none. Each block starts with a
/// 16-byte header saying where it came from and how large it is, so that `realloc` and `free`
/// can tell the two kinds apart.
final class NodeArena {
  /// Blocks handed out one after another from chunks of memory.
  private struct Region {
    var chunks: [UnsafeMutableRawPointer] = []
    var next: UnsafeMutableRawPointer?
    var remaining = 0
    var reserved = 0
    /// The block handed out last, which can grow in place.
    var last: UnsafeMutableRawPointer?
  }
  /// Both regions.
  ///
  /// NB: behind a pointer, which the thread's current-arena slot holds too: the allocation
  /// functions then reach the regions without retaining the arena or checking exclusive access
  /// to a class's properties at run time (each a tenth of what allocating cost).
  private struct Regions {
    var strings = Region()
    var nodes = Region()
  }
  private let regions: UnsafeMutablePointer<Regions>

  /// The first chunk of a region; each later one is twice the one before, up to
  /// ``largestChunkSize``.
  ///
  /// NB: a short document (a translation's front matter, a fuzzer's input) then takes a few
  /// kilobytes, not a megabyte per region that the system had to map, zero and unmap.
  static let firstChunkSize = 16 << 10
  static let largestChunkSize = 1 << 20
  private static let headerSize = 16
  private static let fromArena: UInt64 = 0x4152_454E_4121
  private static let fromMalloc: UInt64 = 0x4D41_4C4C_4F43

  init() {
    regions = .allocate(capacity: 1)
    regions.initialize(to: Regions())
  }

  deinit {
    for chunk in regions.pointee.strings.chunks + regions.pointee.nodes.chunks { free(chunk) }
    regions.deinitialize(count: 1)
    regions.deallocate()
  }

  /// The bytes of every chunk taken so far, for both regions.
  var reservedBytes: Int { regions.pointee.strings.reserved + regions.pointee.nodes.reserved }

  /// The size of cmark-gfm's node structure, which is private to it: learned once by
  /// watching what `cmark_node_new_with_mem` asks its allocator for (see `Tree`).
  nonisolated(unsafe) static var nodeSize = -1

  /// Runs `body` with this arena current on the calling thread (and the previous one current
  /// again after it).
  func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
    let previous = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, regions)
    defer {
      pthread_setspecific(Self.key, previous)
      withExtendedLifetime(self) {}
    }
    return try body()
  }

  /// The regions of the arena current on this thread, if any.
  private static var current: UnsafeMutablePointer<Regions>? {
    pthread_getspecific(key)?.assumingMemoryBound(to: Regions.self)
  }

  /// `size` zeroed bytes (after the header) from the current chunk of the region for nodes or
  /// the one for everything else, or from a new chunk.
  private static func block(_ size: Int, in regions: UnsafeMutablePointer<Regions>)
    -> UnsafeMutableRawPointer
  {
    size == nodeSize
      ? block(size, in: &regions.pointee.nodes) : block(size, in: &regions.pointee.strings)
  }

  /// The bytes a block of `size` takes in its chunk, with its header.
  private static func footprint(_ size: Int) -> Int { (size + headerSize + 15) & ~15 }

  private static func block(_ size: Int, in region: inout Region) -> UnsafeMutableRawPointer {
    let total = footprint(size)
    if total > region.remaining {
      let grown = min(largestChunkSize, firstChunkSize << min(region.chunks.count, 6))
      let chunkSize = max(grown, total)
      // NB: calloc, so every block is zeroed as cmark-gfm's calloc expects; nothing is reused.
      guard let chunk = calloc(1, chunkSize) else { outOfMemory() }
      region.chunks.append(chunk)
      region.next = chunk
      region.remaining = chunkSize
      region.reserved += chunkSize
    }
    guard let start = region.next else { outOfMemory() }
    region.next = start + total
    region.remaining -= total
    region.last = start
    start.storeBytes(of: fromArena, as: UInt64.self)
    start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
    return start + headerSize
  }

  /// Grows the block at `start` to `size` bytes where it is, when it is the block `region`
  /// handed out last and its chunk has the room; else `false`.
  ///
  /// NB: a string that grows (cmark-gfm's buffers double) is nearly always the last block
  /// taken, so it grows without a copy, and without leaving its old copy behind.
  private static func grow(
    _ start: UnsafeMutableRawPointer, from oldSize: Int, to size: Int, in region: inout Region
  ) -> Bool {
    guard start == region.last, let next = region.next else { return false }
    let extra = footprint(size) - footprint(oldSize)
    guard extra <= region.remaining else { return false }
    region.next = next + extra
    region.remaining -= extra
    start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
    return true
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// cmark-gfm's allocator aborts when memory runs out; so does this one.
  private static func outOfMemory() -> Never {
    fatalError("out of memory while parsing Markdown")
  }

  private static func header(of pointer: UnsafeMutableRawPointer) -> (
    start: UnsafeMutableRawPointer, kind: UInt64, size: Int
  ) {
    let start = pointer - headerSize
    return (
      start, start.load(as: UInt64.self), Int(start.load(fromByteOffset: 8, as: UInt64.self))
    )
  }

  private static func mallocBlock(_ size: Int) -> UnsafeMutableRawPointer {
    guard let start = calloc(1, size + headerSize) else { outOfMemory() }
    start.storeBytes(of: fromMalloc, as: UInt64.self)
    start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
    return start + headerSize
  }

  /// `calloc` for cmark-gfm.
  static func allocate(count: Int, size: Int) -> UnsafeMutableRawPointer {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    if overflow { outOfMemory() }
    guard let regions = current else { return mallocBlock(bytes) }
    return block(bytes, in: regions)
  }

  /// `realloc` for cmark-gfm: a block from the arena grows where it is when it is the last one
  /// taken and its chunk has the room, and is copied to a new one otherwise.
  ///
  /// NB: a pointer without either header came from the system's allocator (a cmark-gfm
  /// extension may allocate with `malloc` and hand the block to its parser's allocator), and
  /// goes back to it.
  static func reallocate(_ pointer: UnsafeMutableRawPointer?, size: Int)
    -> UnsafeMutableRawPointer
  {
    guard let pointer else { return allocate(count: 1, size: size) }
    let old = header(of: pointer)
    guard old.kind == fromArena || old.kind == fromMalloc else {
      guard let moved = realloc(pointer, size) else { outOfMemory() }
      return moved
    }
    let regions = current
    if old.kind == fromMalloc, regions == nil {
      guard let start = realloc(old.start, size + headerSize) else { outOfMemory() }
      start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
      return start + headerSize
    }
    // NB: only strings grow; a node's size never changes.
    if old.kind == fromArena, size > old.size, size != nodeSize, let regions,
      grow(old.start, from: old.size, to: size, in: &regions.pointee.strings)
    {
      return pointer
    }
    let moved = allocate(count: 1, size: size)
    moved.copyMemory(from: pointer, byteCount: min(old.size, size))
    if old.kind == fromMalloc { free(old.start) }
    return moved
  }

  /// `free` for cmark-gfm: a block from the arena stays until the arena goes.
  static func deallocate(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    let old = header(of: pointer)
    if old.kind == fromMalloc {
      free(old.start)
    } else if old.kind != fromArena {
      free(pointer)
    }
  }
}
