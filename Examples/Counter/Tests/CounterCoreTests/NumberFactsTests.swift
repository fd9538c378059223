import CounterCore
import Testing

@Suite struct NumberFactsTests {
  @Test(arguments: [
    (
      0,
      "0 is neither prime nor composite. It is a perfect square (0²), a perfect cube (0³), a "
        + "Fibonacci number and a triangular number. Its digits add up to 0. In binary it is 0."
    ),
    (7, "7 is prime. Its digits add up to 7. In binary it is 111."),
    (
      21,
      "21 is 3 × 7. It is a Fibonacci number and a triangular number (1 + 2 + … + 6). Its "
        + "digits add up to 3. In binary it is 10101."
    ),
    (
      64,
      "64 is 2⁶. It is a perfect square (8²) and a perfect cube (4³). Its digits add up to 10. "
        + "In binary it is 1000000."
    ),
    (
      -6,
      "-6 is negative; 6 is 2 × 3. It is a triangular number. Its digits add up to 6. In binary "
        + "it is 110."
    ),
  ])
  func describesTrueFacts(number: Int, expected: String) {
    #expect(NumberFacts.describe(number) == expected)
  }

  @Test func largestNumbersDoNotOverflow() {
    #expect(NumberFacts.describe(Int.max).hasPrefix("9223372036854775807 is 7² × 73 × 127"))
    #expect(NumberFacts.describe(Int.min).contains("9223372036854775808 is 2⁶³"))
  }
}
