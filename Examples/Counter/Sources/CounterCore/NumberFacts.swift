import Foundation

/// True facts about whole numbers, worked out without a network.
///
/// ```swift
/// NumberFacts.describe(21)
/// // "21 is 3 × 7. It is a Fibonacci number and a triangular number (1 + 2 + … + 6).
/// //  Its digits add up to 3. In binary it is 10101."
/// ```
public enum NumberFacts {
  /// A few sentences of true facts about `number`.
  public static func describe(_ number: Int) -> String {
    let magnitude = number.magnitude
    var sentences: [String] = []

    let subject = number < 0 ? "\(number) is negative; \(magnitude)" : "\(number)"
    switch magnitude {
    case 0, 1:
      sentences.append("\(subject) is neither prime nor composite.")
    default:
      let factors = primeFactors(of: magnitude)
      if factors.count == 1, factors[0].exponent == 1 {
        sentences.append("\(subject) is prime.")
      } else {
        let product = factors.map { factor in
          factor.exponent == 1
            ? "\(factor.prime)" : "\(factor.prime)\(superscript(factor.exponent))"
        }.joined(separator: " × ")
        sentences.append("\(subject) is \(product).")
      }
    }

    var kinds: [String] = []
    if let root = exactRoot(of: magnitude, degree: 2) {
      kinds.append("a perfect square (\(root)²)")
    }
    if let root = exactRoot(of: magnitude, degree: 3) {
      kinds.append("a perfect cube (\(root)³)")
    }
    if isFibonacci(magnitude) {
      kinds.append("a Fibonacci number")
    }
    if let side = triangularSide(of: magnitude) {
      kinds.append(side <= 3 ? "a triangular number" : "a triangular number (1 + 2 + … + \(side))")
    }
    if !kinds.isEmpty {
      sentences.append("It is \(list(kinds)).")
    }

    let digitSum = String(magnitude).compactMap(\.wholeNumberValue).reduce(0, +)
    sentences.append("Its digits add up to \(digitSum).")
    sentences.append("In binary it is \(String(magnitude, radix: 2)).")
    return sentences.joined(separator: " ")
  }

  /// The prime factors of `number` (at least 2) with their exponents, smallest first.
  static func primeFactors(of number: UInt) -> [(prime: UInt, exponent: Int)] {
    var remaining = number
    var factors: [(prime: UInt, exponent: Int)] = []
    var divisor: UInt = 2
    while divisor <= remaining / divisor {
      var exponent = 0
      while remaining % divisor == 0 {
        remaining /= divisor
        exponent += 1
      }
      if exponent > 0 { factors.append((divisor, exponent)) }
      divisor += divisor == 2 ? 1 : 2
    }
    if remaining > 1 { factors.append((remaining, 1)) }
    return factors
  }

  /// The whole number whose `degree`-th power is `number`, if there is one.
  static func exactRoot(of number: UInt, degree: Int) -> UInt? {
    let estimate = UInt(pow(Double(number), 1 / Double(degree)).rounded())
    for candidate in [estimate &- 1, estimate, estimate &+ 1] where candidate <= estimate + 1 {
      if power(candidate, degree) == number { return candidate }
    }
    return nil
  }

  static func isFibonacci(_ number: UInt) -> Bool {
    var (previous, current): (UInt, UInt) = (0, 1)
    while previous < number {
      let (next, overflow) = previous.addingReportingOverflow(current)
      if overflow { return false }
      (previous, current) = (current, next)
    }
    return previous == number
  }

  /// The `n` for which `number` is 1 + 2 + … + n, if there is one.
  static func triangularSide(of number: UInt) -> UInt? {
    let estimate = UInt((Double(number) * 2).squareRoot())
    for side in [estimate &- 1, estimate, estimate &+ 1] where side <= estimate + 1 {
      let (product, overflow) = side.multipliedReportingOverflow(by: side + 1)
      if !overflow, product / 2 == number { return side }
    }
    return nil
  }

  private static func power(_ base: UInt, _ exponent: Int) -> UInt? {
    var result: UInt = 1
    for _ in 0..<exponent {
      let (product, overflow) = result.multipliedReportingOverflow(by: base)
      if overflow { return nil }
      result = product
    }
    return result
  }

  private static func superscript(_ number: Int) -> String {
    let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
  }

  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
