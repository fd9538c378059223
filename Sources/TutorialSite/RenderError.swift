/// Problems that stop the site from being rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A required template is not in the theme's `templates/` folder.
  case missingTemplate(path: String)
  /// A template does not parse.
  case invalidTemplate(path: String, line: Int, reason: String)
  /// The output folder cannot be written.
  case cannotWrite(path: String, reason: String)
  /// The API reference (`--api-reference`) cannot be read; the message says why.
  case apiReference(String)

  public var description: String {
    switch self {
    case .missingTemplate(let path):
      return "\(path): error: template not found; restore it or pass --theme with a folder "
        + "that has templates/ and assets/"
    case .invalidTemplate(let path, let line, let reason):
      return "\(path):\(line): error: template does not parse: \(reason)"
    case .cannotWrite(let path, let reason):
      return "\(path): error: cannot write: \(reason); check the --out folder's permissions"
    case .apiReference(let message):
      return "error: API reference: \(message)"
    }
  }
}
