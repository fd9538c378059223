/// Case paths that embed and reject quickly.
///
/// `AnyCasePath(caseKeyPath)` embeds by evaluating the key path through CasePaths' `Case`
/// values, boxing the result in `Any` and casting it back: a hundred nanoseconds or more, paid
/// at every level an action crosses. A case of an enum is always laid out the same way, so
/// once one value has been embedded the slow way, this learns the case's tag from it, and
/// thereafter:
///
/// - rejects a value of another case by comparing tags (one call through the enum's value
///   witness table), without extracting;
/// - embeds by writing the payload and injecting the tag (value witnesses again), once it has
///   checked that doing so gives the very bytes the slow way gave. A case whose payload is
///   boxed (`indirect`), or a key path that goes through several cases and lays its value out
///   differently, fails that check and keeps embedding the slow way.
///
/// Anything that is not an enum keeps the slow case path.
@usableFromInline
func fastCasePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
  let slow = AnyCasePath(keyPath)
  guard let layout = EnumLayout(Root.self) else { return slow }
  let learned = LearnedCase()
  return AnyCasePath(
    embed: { value in
      let word = learned.word
      if word & LearnedCase.canInject != 0 {
        return layout.inject(value, tag: UInt32(truncatingIfNeeded: word), as: Root.self)
      }
      let root = slow.embed(value)
      if word & LearnedCase.checkedInjection == 0 {
        learned.learn(from: root, value: value, layout: layout)
      }
      return root
    },
    extract: { root in
      let word = learned.word
      if word & LearnedCase.knowsTag != 0,
        layout.tag(of: root) != UInt32(truncatingIfNeeded: word)
      {
        return nil
      }
      guard let value = slow.extract(from: root) else { return nil }
      if word & LearnedCase.knowsTag == 0 {
        learned.store(LearnedCase.knowsTag | UInt64(layout.tag(of: root)))
      }
      return value
    }
  )
}

/// `fastCasePath(keyPath).embed`, from the value at one address into uninitialised memory
/// for the root at another: the payload is copied straight into place and the tag injected
/// there, without passing values around.
func fastEmbedding<Root, Value>(
  _ keyPath: CaseKeyPath<Root, Value>
) -> InPlaceEmbedding {
  let slow = AnyCasePath(keyPath)
  guard let layout = EnumLayout(Root.self) else {
    return InPlaceEmbedding(learned: LearnedCase(), layout: nil) { value, root in
      root.initializeMemory(
        as: Root.self, to: slow.embed(value.assumingMemoryBound(to: Value.self).pointee))
    }
  }
  let learned = LearnedCase()
  return InPlaceEmbedding(learned: learned, layout: layout) { value, root in
    let value = value.assumingMemoryBound(to: Value.self)
    let word = learned.word
    if word & LearnedCase.canInject != 0 {
      root.assumingMemoryBound(to: Value.self).initialize(to: value.pointee)
      layout.injectTag(UInt32(truncatingIfNeeded: word), at: root)
      return
    }
    let embedded = slow.embed(value.pointee)
    if word & LearnedCase.checkedInjection == 0 {
      learned.learn(from: embedded, value: value.pointee, layout: layout)
    }
    root.initializeMemory(as: Root.self, to: embedded)
  }
}

/// An embedding from address to address (see `fastEmbedding`), which code compiled for the
/// app's types can do itself once the case is learned (see `RawEmbed`).
@usableFromInline
final class InPlaceEmbedding: @unchecked Sendable {
  // NB: `@unchecked`: the learned word is written whole (see `LearnedCase`); the rest is
  // immutable, the metadata included.
  @usableFromInline let learned: LearnedCase
  /// The enum's metadata, and its witness that sets the case of a value whose payload is in
  /// place; `nil` for a root that is not an enum.
  @usableFromInline let metadata: UnsafeRawPointer?
  @usableFromInline let injectTagWitness: EnumLayout.InjectTag?
  /// The whole embedding, unspecialised: the slow way until the case is learned.
  @usableFromInline let embed: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

  init(
    learned: LearnedCase, layout: EnumLayout?,
    embed: @escaping (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
  ) {
    self.learned = learned
    self.metadata = layout?.metadata
    self.injectTagWitness = layout?.injectTag
    self.embed = embed
  }

  /// The tag to set once the payload is written in place, when the case is learned and doing so
  /// gives the bytes the slow way gives.
  @inlinable
  var injectableTag: UInt32? {
    let word = learned.word
    return word & LearnedCase.canInject != 0 ? UInt32(truncatingIfNeeded: word) : nil
  }
}

/// Embeds the child action at the first address into the uninitialised memory for the parent
/// action at the second, as the `InPlaceEmbedding` learned to: a `Scope`'s level's embedding.
///
/// NB: Made in `Scope`'s initialisers, inlined into the app's module, so that the payload is
/// copied by code compiled for its type rather than through its value witnesses.
@usableFromInline
typealias RawEmbed = (UnsafeRawPointer, UnsafeMutableRawPointer, InPlaceEmbedding) -> Void

/// A `RawEmbed` for payloads of type `Value`, compiled for it where it is known.
@inlinable
func makeRawEmbed<Value>(_: Value.Type) -> RawEmbed {
  { value, root, embedding in
    guard let tag = embedding.injectableTag, let metadata = embedding.metadata,
      let injectTag = embedding.injectTagWitness
    else { return embedding.embed(value, root) }
    // NB: Not `initializeMemory(as:from:count:)`, which copies through the runtime's generic
    // array copy and the type's value witnesses.
    root.initializeMemory(as: Value.self, to: value.assumingMemoryBound(to: Value.self).pointee)
    injectTag(root, tag, metadata)
  }
}

/// What a fast case path learned about its case, in one word: written whole, read whole.
///
/// NB: Reducers and the effects' `Send` run on the main actor, so in practice one thread uses
/// a case path. Should two race, each writes a whole word of the same facts (or fewer), and an
/// aligned word is never seen half-written: at worst the case is learned again.
@usableFromInline
final class LearnedCase: @unchecked Sendable {
  static let knowsTag: UInt64 = 1 << 62
  static let checkedInjection: UInt64 = 1 << 61
  // NB: Computed, so that reading it costs no lazy global's check.
  @inlinable static var canInject: UInt64 { 1 << 60 }

  @usableFromInline let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)

  init() { storage.initialize(to: 0) }
  deinit { storage.deallocate() }

  @inlinable var word: UInt64 { storage.pointee }

  func store(_ word: UInt64) { storage.pointee = word }

  /// Learns the tag from `root`, the slow embedding of `value`, and whether injecting gives it.
  func learn<Root, Value>(from root: Root, value: Value, layout: EnumLayout) {
    let tag = layout.tag(of: root)
    let same = layout.injects(value, tag: tag, into: root)
    store(
      Self.knowsTag | Self.checkedInjection | (same ? Self.canInject : 0) | UInt64(tag))
  }
}

/// The value witnesses of an enum type that read and write its case.
@usableFromInline
struct EnumLayout: @unchecked Sendable {
  // NB: Runtime metadata is immutable.
  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let witnesses: UnsafeRawPointer

  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // NB: The metadata kind of an enum (not `Optional`, whose kind differs), from the ABI.
    guard metadata.load(as: UInt.self) == 0x201 else { return nil }
    self.metadata = metadata
    self.witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias InjectTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  // NB: An enum's value witness table: ten words and two 32-bit fields, then `getEnumTag`,
  // `destructiveProjectEnumData` and `destructiveInjectEnumTag` (swift/ABI/ValueWitness.def).
  @usableFromInline var getTag: GetTag {
    witnesses.load(fromByteOffset: 10 * MemoryLayout<UnsafeRawPointer>.size + 8, as: GetTag.self)
  }

  var injectTag: InjectTag {
    witnesses.load(
      fromByteOffset: 12 * MemoryLayout<UnsafeRawPointer>.size + 8, as: InjectTag.self)
  }

  /// Sets the case of the enum at `raw`, whose payload is in place, to `tag`; only for a case
  /// `injects(_:tag:into:)` vouched for.
  func injectTag(_ tag: UInt32, at raw: UnsafeMutableRawPointer) {
    injectTag(raw, tag, metadata)
  }

  /// The tag of the case of the value at `address`, read where it is: one call, without
  /// copying the value.
  @inlinable
  func tag(at address: UnsafeRawPointer) -> UInt32 { getTag(address, metadata) }

  /// The tag of `value`'s case.
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { tag(at: UnsafeRawPointer($0)) }
  }

  /// Whether laying `value` out in place with the tag `tag` gives the bytes of `root`.
  ///
  /// NB: Works on raw bytes, without making a value of either type: for a case laid out
  /// otherwise (a boxed payload), the bytes would not be a valid `Root`.
  func injects<Root, Value>(_ value: Value, tag: UInt32, into root: Root) -> Bool {
    let size = MemoryLayout<Root>.size
    guard MemoryLayout<Value>.size <= size,
      MemoryLayout<Value>.alignment
        <= MemoryLayout<Root>.alignment
    else { return false }
    return withUnsafeTemporaryAllocation(
      byteCount: max(size, 1), alignment: MemoryLayout<Root>.alignment
    ) { buffer in
      guard let base = buffer.baseAddress else { return false }
      base.initializeMemory(as: UInt8.self, repeating: 0, count: buffer.count)
      withUnsafeBytes(of: value) { payload in
        if let source = payload.baseAddress {
          base.copyMemory(from: source, byteCount: payload.count)
        }
      }
      injectTag(base, tag, metadata)
      return withUnsafeBytes(of: root) {
        $0.elementsEqual(UnsafeRawBufferPointer(start: base, count: size))
      }
    }
  }

  /// The enum value of case `tag` with the payload `value`, laid out in place; only for a case
  /// `injects(_:tag:into:)` vouched for.
  func inject<Root, Value>(_ value: Value, tag: UInt32, as _: Root.Type) -> Root {
    // NB: Laid out in a local of a concrete type rather than with
    // `withUnsafeTemporaryAllocation`, which, unspecialised, looks up the metadata of its
    // buffer and result types in the runtime's cache on every call.
    guard MemoryLayout<Root>.size <= MemoryLayout<Scratch>.size,
      MemoryLayout<Root>.alignment <= MemoryLayout<Scratch>.alignment
    else {
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: max(MemoryLayout<Root>.size, 1), alignment: MemoryLayout<Root>.alignment)
      defer { raw.deallocate() }
      return inject(value, tag: tag, at: raw)
    }
    var scratch = Scratch()
    return inject(value, tag: tag, at: &scratch)
  }

  /// `inject(_:tag:as:)` in the memory at `raw`, which it leaves uninitialised.
  private func inject<Root, Value>(
    _ value: Value, tag: UInt32, at raw: UnsafeMutableRawPointer
  ) -> Root {
    raw.bindMemory(to: Value.self, capacity: 1).initialize(to: value)
    injectTag(raw, tag, metadata)
    return raw.bindMemory(to: Root.self, capacity: 1).move()
  }
}

/// Room for the enums that most actions are, on the stack.
private struct Scratch {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
  var more: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
}
