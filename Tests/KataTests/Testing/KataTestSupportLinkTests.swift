import Foundation
import Testing

/// Every test target that makes a `TestStore` links `KataTestSupport`, read from the build plan
/// SwiftPM wrote for this very test run, so that dropping the link from any target fails here.
///
/// NB: on Linux every test target is linked into one test program, and a `TestStore` failure
/// fails a test as long as one of them links `IssueReportingTestSupport`: the
/// `TestStoreFailureTests` of the examples (and `TestStoreTests` here) prove that failures
/// fail tests in this program, but not that each target keeps its link. A target that lost it
/// passes its failures silently wherever it runs alone (`swift test --filter`, another package
/// that copies it, Xcode).
@Suite struct KataTestSupportLinkTests {
  @Test func everyTestTargetThatMakesATestStoreLinksKataTestSupport() throws {
    let plan = try BuildPlan.current()
    let makers = try plan.testTargets.filter { target in
      try plan.dependencies(of: target).contains("Kata")
        && plan.sources(of: target).contains { try Self.namesTestStore($0) }
    }
    // NB: a plan or a search that finds nothing would let every target through.
    #expect(
      Set(["KataTests", "CounterCoreTests", "TodosCoreTests", "VoiceMemosCoreTests"])
        .isSubset(of: makers), "\(makers)")
    let unlinked = try makers.filter { try !plan.dependencies(of: $0).contains("KataTestSupport") }
    #expect(
      unlinked.isEmpty,
      """
      \(unlinked.sorted().joined(separator: ", ")) make a TestStore without linking \
      KataTestSupport, so on Linux their TestStore failures do not fail their tests: add \
      "KataTestSupport" to their dependencies in Package.swift
      """)
  }

  @Test func kataTestSupportLinksIssueReportingTestSupport() throws {
    let plan = try BuildPlan.current()
    #expect(try plan.dependencies(of: "KataTestSupport").contains("IssueReportingTestSupport"))
  }

  /// Whether the Swift file at `path` names `TestStore` or `TestStoreOf`.
  static func namesTestStore(_ path: String) throws -> Bool {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.contains(try Regex(#"\bTestStore(Of)?\b"#))
  }
}
