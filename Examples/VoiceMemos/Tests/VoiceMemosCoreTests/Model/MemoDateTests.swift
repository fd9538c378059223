import Foundation
import Testing
import VoiceMemosCore

@Suite struct MemoDateTests {
  @Test(arguments: [
    ("2024-05-17", 1_715_904_000.0),
    ("2024-05-17 09:30", 1_715_938_200),
    ("2024-05-17T09:30:15Z", 1_715_938_215),
    ("2024-02-29", 1_709_164_800),
  ])
  func acceptedForms(text: String, seconds: Double) {
    #expect(MemoDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "", "yesterday", "2024-5-17", "2024-02-30", "2023-02-29", "2024-13-01", "2024-05-17 25:00",
    "2024-05-17 09:60", "17/05/2024", "2024-05-17 09:30 extra",
  ])
  func refusedForms(text: String) {
    #expect(MemoDate.parse(text) == nil)
  }

  @Test func newRecordingsAreStampedInUTC() {
    #expect(MemoDate.format(Date(timeIntervalSince1970: 1_715_938_215)) == "2024-05-17 09:30:15")
  }
}
