import Kata
import KataTestSupport
import Testing
import VoiceMemosCore
import WAV

/// Editing one memo: each change is written to its file at once.
@MainActor
@Suite struct MemoDetailTests {
  @Test func titleAndCommentAreWrittenToTheFile() async {
    let written = LockIsolated<[WAVMetadata]>([])
    let store = TestStore(initialState: MemoDetail.State(memo: Memos.standup)) {
      MemoDetail(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.saveMetadata = { folder, fileName, metadata in
        #expect(folder == "/memos" && fileName == "standup.wav")
        written.withValue { $0.append(metadata) }
      }
    }
    var retitled = Memos.standup
    retitled.title = "Daily standup"
    var commented = retitled
    commented.comment = "Ships on Friday"

    await store.send(.titleSubmitted("Daily standup")) { $0.isSaving = true }
    await store.receive(.metadataSaved(retitled)) {
      $0.isSaving = false
      $0.memo = retitled
    }
    await store.receive(.delegate(.memoChanged(previousID: "standup.wav", retitled)))
    await store.send(.commentSubmitted("Ships on Friday")) { $0.isSaving = true }
    await store.receive(.metadataSaved(commented)) {
      $0.isSaving = false
      $0.memo = commented
    }
    await store.receive(.delegate(.memoChanged(previousID: "standup.wav", commented)))
    #expect(
      written.value == [
        WAVMetadata(title: "Daily standup", date: "2024-05-17"),
        WAVMetadata(title: "Daily standup", date: "2024-05-17", comment: "Ships on Friday"),
      ])
  }

  @Test func anInvalidDateIsRefusedWithoutTouchingTheFile() async {
    let store = TestStore(initialState: MemoDetail.State(memo: Memos.standup)) {
      MemoDetail(folder: "/memos")
    }

    await store.send(.dateSubmitted("2024-02-30")) {
      $0.error = "'2024-02-30' is not a date; write YYYY-MM-DD, optionally with HH:MM[:SS]"
    }
  }

  @Test func aFailedSaveIsShown() async {
    let store = TestStore(initialState: MemoDetail.State(memo: Memos.standup)) {
      MemoDetail(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.saveMetadata = { _, _, _ in
        throw WAVError.notWritable(path: "/memos/standup.wav", reason: "it is truncated")
      }
    }

    await store.send(.titleSubmitted("x")) { $0.isSaving = true }
    await store.receive(
      .saveFailed(
        "/memos/standup.wav: error: metadata not written: it is truncated; the file is unchanged")
    ) {
      $0.isSaving = false
      $0.error =
        "/memos/standup.wav: error: metadata not written: it is truncated; the file is unchanged"
    }
  }

  @Test func renamingTellsTheListTheOldName() async {
    let store = TestStore(initialState: MemoDetail.State(memo: Memos.standup)) {
      MemoDetail(folder: "/memos")
    } withDependencies: {
      $0.memoFiles.rename = { _, fileName, newName in
        #expect(fileName == "standup.wav" && newName == "monday")
        return "monday.wav"
      }
    }
    var renamed = Memos.standup
    renamed.fileName = "monday.wav"

    await store.send(.renameSubmitted("monday")) { $0.isSaving = true }
    await store.receive(.renamed(renamed)) {
      $0.isSaving = false
      $0.memo = renamed
    }
    await store.receive(.delegate(.memoChanged(previousID: "standup.wav", renamed)))
  }

  @Test func deleteAsksTheList() async {
    let store = TestStore(initialState: MemoDetail.State(memo: Memos.standup)) {
      MemoDetail(folder: "/memos")
    }

    await store.send(.deleteButtonTapped)
    await store.receive(.delegate(.deleteRequested("standup.wav")))
  }
}
