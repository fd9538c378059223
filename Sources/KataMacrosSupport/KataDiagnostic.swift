import SwiftDiagnostics
import SwiftSyntax

/// A message one of Kata's macros reports at the user's code.
struct KataDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ message: String, id: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "KataMacros", id: id)
    self.severity = severity
  }
}

/// What a fix-it offered with a ``KataDiagnostic`` does.
struct KataFixIt: FixItMessage {
  let message: String
  let fixItID: MessageID

  init(_ message: String, id: String) {
    self.message = message
    self.fixItID = MessageID(domain: "KataMacros", id: id)
  }
}
