import Foundation
import Testing
import TutorialTestSupport

@testable import TutorialSupport
@testable import TutorialToolchain

@Suite struct SharedLibraryLinkerTests {
  /// Snippets that import no library of the package have nothing to keep: no library is
  /// linked (linking one of no objects would fail, every check).
  @Test func noObjectsMeansNoLibrary() throws {
    let folder = try FixtureSite.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let linker = SharedLibraryLinker(folder: folder, toolchain: Toolchain.identity)
    #expect(linker.linkFlags(for: [], extraFlags: []) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func programsLinkedAgainstTheCachedLibraryRunAndTheLibraryIsLinkedOnce() async throws {
    let environment = try BuildEnvironment.prepare(
      packagePath: FixtureSite.repository.path, build: false, binPath: FixtureSite.binPath)
    let objects = environment.linkObjects(for: ["Kata"])
    #expect(objects.contains { $0.contains("/Kata.build/") })
    let folder = try FixtureSite.temporaryFolder().path
    let linker = SharedLibraryLinker(folder: folder, toolchain: Toolchain.identity)
    let system = objects.contains { $0.hasSuffix(".cpp.o") } ? ["-lstdc++"] : []
    // NB: libraries of earlier builds: one unused for longer than the lifetime, one recent.
    for name in ["unused", "recent"] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
    }
    let old = Date().addingTimeInterval(-SharedLibraryLinker.unusedLifetime - 60)
    try FileManager.default.setAttributes(
      [.modificationDate: old], ofItemAtPath: "\(folder)/unused")
    let linked = try await onOwnThread { linker.linkFlags(for: objects, extraFlags: system) }
    let flags = try #require(linked?.flags)
    // NB: what the library is linked with, which a program linked against it need not name.
    let provided = try #require(linked?.providedLibraries)
    #expect(provided.isSuperset(of: ["-lswiftCore", "-lswift_Concurrency"]), "\(provided)")
    #expect(provided.allSatisfy { $0.hasPrefix("-l") })
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/unused"))
    #expect(FileManager.default.fileExists(atPath: "\(folder)/recent"))
    let library = try #require(
      FileManager.default.subpaths(atPath: folder)?.first { $0.hasSuffix(".so") })
    #expect(linked?.library == "\(folder)/\(library)")
    // NB: asked again, the cached library is used as it is, without linking.
    try BuildMarker.plant(on: folder)
    #expect(linker.linkFlags(for: objects, extraFlags: system)?.flags == flags)
    try BuildMarker.expectNothingBuilt(in: folder, "the shared library")

    let main = "\(folder)/main.swift"
    try """
    import Kata
    let counter = Reduce<Int, Int> { state, action in
      state += action
      return .none
    }
    var count = 1
    _ = counter.reduce(into: &count, action: 41)
    print("count: \\(count)")

    """.write(toFile: main, atomically: true, encoding: .utf8)
    let program = "\(folder)/program"
    let arguments =
      ["swiftc", "-module-name", "Program", "-o", program, main] + environment.flags + flags
    let build = try await onOwnThread { try ProcessRunner.run(arguments, in: folder) }
    #expect(build.status == 0, "\(build.stderr)")
    let run = try ProcessRunner.run([program], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "count: 42\n")
  }

  @Test func aMissingObjectMeansNoLibraryAndTheObjectsAreLinkedThemselves() throws {
    let folder = try FixtureSite.temporaryFolder().path
    let linker = SharedLibraryLinker(folder: folder, toolchain: Toolchain.identity)
    #expect(linker.linkFlags(for: ["\(folder)/missing.o"], extraFlags: []) == nil)
    #expect(FileManager.default.subpaths(atPath: folder)?.isEmpty ?? true)
  }
}
