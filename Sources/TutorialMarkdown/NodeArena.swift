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
  }
  private var strings = Region()
  private var nodes = Region()

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

  init() {}

  deinit {
    for chunk in strings.chunks + nodes.chunks { free(chunk) }
  }

  /// The bytes of every chunk taken so far, for both regions.
  var reservedBytes: Int { strings.reserved + nodes.reserved }

  /// The size of cmark-gfm's node structure, which is private to it: learned once by
  /// watching what `cmark_node_new_with_mem` asks its allocator for (see `Tree`).
  nonisolated(unsafe) static var nodeSize = -1

  /// Runs `body` with this arena current on the calling thread (and the previous one current
  /// again after it).
  func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
    let previous = pthread_getspecific(Self.key)
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.key, previous) }
    return try body()
  }

  /// `size` zeroed bytes (after the header) from the current chunk of the region for nodes or
  /// the one for everything else, or from a new chunk.
  private func block(_ size: Int) -> UnsafeMutableRawPointer {
    size == Self.nodeSize ? Self.block(size, in: &nodes) : Self.block(size, in: &strings)
  }

  private static func block(_ size: Int, in region: inout Region) -> UnsafeMutableRawPointer {
    let total = (size + headerSize + 15) & ~15
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
    start.storeBytes(of: fromArena, as: UInt64.self)
    start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
    return start + headerSize
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var current: NodeArena? {
    pthread_getspecific(key).map { Unmanaged<NodeArena>.fromOpaque($0).takeUnretainedValue() }
  }

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
    return current?.block(bytes) ?? mallocBlock(bytes)
  }

  /// `realloc` for cmark-gfm: a block from the arena is copied to a new one.
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
    if old.kind == fromMalloc, current == nil {
      guard let start = realloc(old.start, size + headerSize) else { outOfMemory() }
      start.storeBytes(of: UInt64(size), toByteOffset: 8, as: UInt64.self)
      return start + headerSize
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
