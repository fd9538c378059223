import Foundation
import Kata
import WAV

/// Reads and changes the recordings in the memos folder.
///
/// A dependency: the app uses ``liveValue`` on the real folder, tests say what each operation
/// returns. Every operation names the folder and the file, so one client serves any folder.
///
/// ```swift
/// let listing = try await memoFiles.load("/home/me/Memos")
/// try await memoFiles.saveMetadata("/home/me/Memos", "memo.wav", WAVMetadata(title: "Standup"))
/// ```
public struct MemoFilesClient: Sendable {
  /// Every readable recording in the folder, and a one-line error for each that is not.
  public var load: @Sendable (_ folder: String) async throws -> MemoListing
  /// The memo of one file.
  public var read: @Sendable (_ folder: String, _ fileName: String) async throws -> Memo
  /// Writes title, date and comment into the file, in place and atomically.
  public var saveMetadata:
    @Sendable (_ folder: String, _ fileName: String, _ metadata: WAVMetadata) async throws -> Void
  /// Moves the file to the folder's trash (`.trash/`).
  public var moveToTrash: @Sendable (_ folder: String, _ fileName: String) async throws -> Void
  /// Renames the file, never over another; returns the new file name (`.wav` added if missing).
  public var rename:
    @Sendable (_ folder: String, _ fileName: String, _ newName: String) async throws -> String

  /// Creates a client from its operations.
  public init(
    load: @escaping @Sendable (_ folder: String) async throws -> MemoListing,
    read: @escaping @Sendable (_ folder: String, _ fileName: String) async throws -> Memo,
    saveMetadata:
      @escaping @Sendable (
        _ folder: String, _ fileName: String, _ metadata: WAVMetadata
      ) async throws -> Void,
    moveToTrash: @escaping @Sendable (_ folder: String, _ fileName: String) async throws -> Void,
    rename:
      @escaping @Sendable (
        _ folder: String, _ fileName: String, _ newName: String
      ) async throws -> String
  ) {
    self.load = load
    self.read = read
    self.saveMetadata = saveMetadata
    self.moveToTrash = moveToTrash
    self.rename = rename
  }
}

/// What loading the folder found.
public struct MemoListing: Equatable, Codable, Sendable {
  /// The readable recordings, newest first.
  public var memos: [Memo]
  /// One line per file that could not be read: `PATH: error: …`.
  public var problems: [String]

  /// Creates a listing.
  public init(memos: [Memo], problems: [String] = []) {
    self.memos = memos
    self.problems = problems
  }
}

extension MemoFilesClient: DependencyKey {
  /// The files on disk, through ``MemoFolder``.
  public static let liveValue = MemoFilesClient(
    load: { folder in try MemoFolder(path: folder).load() },
    read: { folder, fileName in try MemoFolder(path: folder).memo(fileName) },
    saveMetadata: { folder, fileName, metadata in
      try WAVMetadataWriter.write(metadata, toFileAt: MemoFolder(path: folder).path(of: fileName))
    },
    moveToTrash: { folder, fileName in try MemoFolder(path: folder).moveToTrash(fileName) },
    rename: { folder, fileName, newName in
      try MemoFolder(path: folder).rename(fileName, to: newName)
    }
  )

  /// Fails the test that touches the files without saying what they hold.
  public static let testValue = MemoFilesClient(
    load: unimplemented("MemoFilesClient.load", placeholder: MemoListing(memos: [])),
    read: unimplemented(
      "MemoFilesClient.read", placeholder: Memo(fileName: "unimplemented.wav", duration: 0)),
    saveMetadata: unimplemented("MemoFilesClient.saveMetadata"),
    moveToTrash: unimplemented("MemoFilesClient.moveToTrash"),
    rename: unimplemented("MemoFilesClient.rename", placeholder: "unimplemented.wav")
  )
}

extension DependencyValues {
  /// The recordings on disk.
  public var memoFiles: MemoFilesClient {
    get { self[MemoFilesClient.self] }
    set { self[MemoFilesClient.self] = newValue }
  }
}
