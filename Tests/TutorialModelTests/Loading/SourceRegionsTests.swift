import Testing

@testable import TutorialModel
@testable import TutorialSupport

@Suite struct SourceRegionsTests {
  @Test func aRegionLosesItsMarkersAndTheIndentationItsLinesShare() throws {
    let text = """
      enum Feature {
        // snippet.body
        static func run() {

          print("run")  \t
        }
        // snippet.end
      }

      """
    let regions = SourceRegions.parse(text, path: "Feature.swift")
    let body = try #require(regions["body"])
    #expect(body.lines == ["static func run() {", "", "  print(\"run\")", "}"])
    #expect(body.code == "static func run() {\n\n  print(\"run\")\n}\n")
    #expect((body.markerLine, body.endLine) == (2, 7))
    #expect(regions.problems.isEmpty)
  }

  @Test func nestedRegionsEachHaveTheirLinesWithoutTheOtherMarkers() throws {
    let text = """
      // snippet.outer
      let a = 1
      // snippet.inner
      let b = 2
      // snippet.end
      // snippet.hide
      let c = 3
      // snippet.show
      // snippet.end
      """
    let regions = SourceRegions.parse(text, path: "Nested.swift")
    #expect(regions.regions.map(\.name) == ["outer", "inner"])
    #expect(
      regions["outer"]?.lines == [
        "let a = 1", "let b = 2", "// snippet.hide", "let c = 3", "// snippet.show",
      ])
    #expect(regions["inner"]?.lines == ["let b = 2"])
  }

  @Test func markersWithoutTheirOtherHalfAndRepeatedNamesAreReportedAtTheirLines() {
    let text = """
      // snippet.end
      // snippet.twice
      // snippet.end
      // snippet.twice
      // snippet.end
      // snippet.open
      let open = true
      """
    let regions = SourceRegions.parse(text, path: "Broken.swift")
    #expect(
      regions.problems.map(\.location.description) == [
        "Broken.swift:1", "Broken.swift:4", "Broken.swift:6",
      ])
    #expect(regions.unterminated == ["open"])
    #expect(regions["open"] == nil)
  }

  @Test func onlyAWholeLineCommentWithARegionNameIsAMarker() {
    let text = """
      let text = "// snippet.quoted"
      // snippet.a name with spaces
      // snippet.ok
      let x = 1
      // snippet.end
      """
    let regions = SourceRegions.parse(text, path: "Words.swift")
    #expect(regions.regions.map(\.name) == ["ok"])
    #expect(regions.problems.isEmpty)
  }

  @Test func windowsLineBreaksEndLinesToo() {
    let regions = SourceRegions.parse(
      "// snippet.a\r\nlet x = 1\r\n// snippet.end\r\n", path: "Windows.swift")
    #expect(regions["a"]?.lines == ["let x = 1"])
    #expect(regions.problems.isEmpty)
  }
}
