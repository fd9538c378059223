import Testing
import TutorialTestSupport

@testable import TutorialSite

@Suite struct SiteBuildTests {
  @Test func siteWithErrorsIsNotRendered() {
    let output = SiteBuild.run(
      root: FixtureSite.path("loading/bad-input"),
      options: RenderOptions(themeDirectory: FixtureSite.theme))
    #expect(output.rendered == nil)
    #expect(output.hasErrors)
    #expect(
      output.messages.contains {
        $0.hasPrefix("Tutorials/02-bad-bytes.md:3: error: file is not valid UTF-8")
      })
  }

  @Test func missingRootIsAFailureWithAHint() {
    let output = SiteBuild.run(root: "/nonexistent/kata")
    #expect(
      output.failure == "/nonexistent/kata: error: no Tutorials/ folder here; pass --root "
        + "with the folder that has one")
  }

  @Test func validSiteRenders() {
    let output = SiteBuild.run(
      root: FixtureSite.path("rendering/basic"),
      options: RenderOptions(themeDirectory: FixtureSite.theme))
    #expect(!output.hasErrors)
    #expect(output.rendered?.files["ja/01-getting-started.html"] != nil)
  }
}
