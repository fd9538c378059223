import Foundation
/// Colours and emphasis, or plain text when colours are not wanted.
///
/// Colours are used only when standard output is a terminal and the `NO_COLOR` environment
/// variable is absent or empty (see https://no-color.org).
///
/// ```swift
/// let style = Style.detect()
/// print(style.bold("Counter"))
/// ```
public struct Style: Sendable, Equatable {
  /// Whether escape sequences are added.
  public let isEnabled: Bool

  /// Creates a style that adds escape sequences only when `isEnabled`.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Plain text, no escape sequences.
  public static let plain = Style(isEnabled: false)

  /// Decides whether to colour from the environment and whether the output is a terminal.
  ///
  /// - Parameters:
  ///   - environment: The process environment; `NO_COLOR` set to anything non-empty turns
  ///     colours off.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    outputIsTerminal: Bool = TerminalOutput.outputIsTerminal
  ) -> Style {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Style(isEnabled: outputIsTerminal && !noColor)
  }

  /// Bold text.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dimmed text, for hints and secondary information.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Reverse video, for the selected row.
  public func inverse(_ text: String) -> String { wrap(text, "7") }
  /// Green text, for done things.
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// Yellow text, for things in progress.
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Red text, for errors.
  public func red(_ text: String) -> String { wrap(text, "31") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
