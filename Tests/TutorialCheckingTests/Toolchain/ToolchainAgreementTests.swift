import Foundation
import Testing

@testable import TutorialChecking
@testable import TutorialModel
@testable import TutorialSupport

/// The plain toolchain is the reference the fast one is held to: over every check fixture that
/// compiles code, both report the same diagnostics.
@Suite struct ToolchainAgreementTests {
  @Test(arguments: [
    "passing", "failing", "fails", "extends", "run-output", "run-failures", "hidden-lines",
    "kata", "clash", "dependency-client", "sil-diagnostics", "macros",
  ])
  func plainAndFastToolchainsReportTheSameDiagnostics(name: String) async throws {
    let (root, site) = try CheckFixture.load(name)
    var reports: [ToolchainChoice: CheckReport] = [:]
    for choice in [ToolchainChoice.plain, .fast] {
      var options = CheckFixture.options(root: root)
      options.cacheFolder = "\(root)/.tutorials-cache-\(choice)"
      options.toolchain = choice
      reports[choice] = try await CheckFixture.check(site, options: options)
    }
    let plain = try #require(reports[.plain])
    let fast = try #require(reports[.fast])
    #expect(plain.compilerRuns > 0, "the plain toolchain compiled nothing")
    #expect(fast.compilerRuns > 0, "the fast toolchain compiled nothing")
    #expect(plain.diagnostics.map(\.description) == fast.diagnostics.map(\.description))
    #expect(plain.exitCode == fast.exitCode)
  }
}
