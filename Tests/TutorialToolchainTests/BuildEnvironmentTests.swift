import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialToolchain

@Suite struct BuildEnvironmentTests {
  /// A copy of the package's build plan in a folder of its own, last modified `age` ago.
  private func planFolder(age: TimeInterval) throws -> String {
    let real = try BuildEnvironment.prepare(
      packagePath: FixtureSite.repository.path, build: false, binPath: FixtureSite.binPath)
    let folder = try FixtureSite.temporaryFolder().path
    let plan = "\(folder)/description.json"
    try FileManager.default.copyItem(atPath: "\(real.binPath)/description.json", toPath: plan)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: plan)
    return folder
  }

  @Test func whatWasReadIsCachedUntilThePlanChanges() throws {
    let folder = try planFolder(age: 3600)
    let first = try BuildEnvironment.read(binPath: folder)
    #expect(first.flags.contains("-I"))
    let cachePath = "\(folder)/tutorials-build-plan.json"
    #expect(FileManager.default.fileExists(atPath: cachePath))

    // NB: a marker in the cached copy proves the second read used it.
    var cached = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cachePath)))
        as? [String: Any])
    var environment = try #require(cached["environment"] as? [String: Any])
    environment["searchFlags"] = ["marker"]
    cached["environment"] = environment
    try JSONSerialization.data(withJSONObject: cached).write(to: URL(fileURLWithPath: cachePath))
    #expect(try BuildEnvironment.read(binPath: folder).searchFlags == ["marker"])

    // NB: a new build rewrites the plan: it is read again.
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-60)],
      ofItemAtPath: "\(folder)/description.json")
    #expect(try BuildEnvironment.read(binPath: folder).flags == first.flags)
  }

  @Test func aPlanBeingWrittenIsReadButNotCached() throws {
    let folder = try planFolder(age: 0)
    #expect(try BuildEnvironment.read(binPath: folder).flags.contains("-I"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/tutorials-build-plan.json"))
  }

  @Test func aMissingPlanIsAnActionableError() throws {
    let folder = try FixtureSite.temporaryFolder().path
    #expect {
      try BuildEnvironment.read(binPath: folder)
    } throws: { error in
      "\(error)".contains("no build plan at \(folder)/description.json; run `swift build`")
    }
  }
}
