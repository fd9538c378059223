import Testing

@testable import TutorialServer

@Suite struct HTTPDateTests {
  @Test func formatsIMFFixdates() {
    #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(HTTPDate.format(951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
    #expect(HTTPDate.format(1_795_392_000 + 86_399) == "Mon, 23 Nov 2026 23:59:59 GMT")
  }

  @Test func nowIsAFormattedDate() {
    let now = HTTPDate().now
    #expect(now.hasSuffix(" GMT"))
    #expect(now.count == "Thu, 01 Jan 1970 00:00:00 GMT".count)
  }
}
