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
    // NB: the fast toolchain's check is the one CheckerTests holds to expected.txt.
    let plain = try await CheckFixture.coldCheck(name, toolchain: .plain).report
    let fast = try await CheckFixture.coldCheck(name, toolchain: .fast).report
    #expect(plain.compilerRuns > 0, "the plain toolchain compiled nothing")
    #expect(fast.compilerRuns > 0, "the fast toolchain compiled nothing")
    #expect(plain.diagnostics.map(\.description) == fast.diagnostics.map(\.description))
    #expect(plain.exitCode == fast.exitCode)
  }
}
