import TutorialModel

/// What a Swift block's info-string attributes ask of the checker.
///
/// ```swift
/// let options = try SnippetOptions(parsing: block.attributes)
/// // ```swift name=counter     → .compiles, name "counter"
/// // ```swift fails="cannot find" → .fails("cannot find")
/// // ```swift from="Examples/Counter/Sources/CounterCore/Counter.swift#reducer"
/// //                              → .quotes(that region)
/// ```
public struct SnippetOptions: Hashable, Sendable {
  /// How the block is checked.
  public enum Mode: Hashable, Sendable {
    /// Must compile (the default).
    case compiles
    /// Is not compiled at all.
    case ignored
    /// Must fail to compile, with a diagnostic containing the text when one is given.
    case fails(String?)
    /// Is built and run; its standard output must equal the ```` ```output ```` block after it.
    case runs
    /// Is not compiled (the file it quotes is compiled by its own build): its code must equal
    /// the region it names, ```` ```swift from="PATH#NAME" ````.
    case quotes(RegionReference)
  }

  /// The attributes the checker understands, for messages and the guide about guides.
  public static let knownAttributes = ["ignore", "fails", "name", "extends", "run", "from"]

  /// How the block is checked.
  public var mode: Mode
  /// The block's `name=ID`, by which later blocks extend it.
  public var name: String?
  /// The `extends=ID` names: earlier blocks compiled together with this one.
  public var extends: [String]

  /// A problem with a block's attributes; the message says how to write them instead.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownAttribute(String)
    case missingValue(String)
    case unexpectedValue(String)
    case conflictingModes(String, String)
    case repeated(String)
    case badRegionReference(String)
    case quoteCombined(String)

    public var description: String {
      let known = SnippetOptions.knownAttributes.joined(separator: ", ")
      switch self {
      case .unknownAttribute(let name):
        return "unknown code block attribute '\(name)'; known attributes are \(known)"
      case .missingValue(let name):
        return "attribute '\(name)' needs a value, as in \(name)=ID"
      case .unexpectedValue(let name):
        return "attribute '\(name)' takes no value; write it alone"
      case .conflictingModes(let first, let second):
        return "attributes '\(first)' and '\(second)' cannot be used together; choose one"
      case .repeated(let name):
        return "attribute '\(name)' is given twice; keep one"
      case .badRegionReference(let value):
        return "from=\"\(value)\" does not name a region; write from=\"PATH#NAME\", such as "
          + "from=\"Examples/Counter/Sources/CounterCore/Counter.swift#reducer\""
      case .quoteCombined(let name):
        return "a block with 'from' quotes a region and is not compiled, so '\(name)' means "
          + "nothing on it; remove '\(name)'"
      }
    }
  }

  /// Options for a block with no attributes.
  public init(mode: Mode = .compiles, name: String? = nil, extends: [String] = []) {
    self.mode = mode
    self.name = name
    self.extends = extends
  }

  /// Reads `attributes`, throwing the first problem found.
  public init(parsing attributes: [CodeBlock.Attribute]) throws(Problem) {
    self.init()
    var modeAttribute: String?
    func setMode(_ mode: Mode, from attribute: String) throws(Problem) {
      if let modeAttribute {
        throw modeAttribute == attribute
          ? .repeated(attribute) : .conflictingModes(modeAttribute, attribute)
      }
      modeAttribute = attribute
      self.mode = mode
    }
    for attribute in attributes {
      switch attribute.name {
      case "ignore", "run":
        guard attribute.value == nil else { throw .unexpectedValue(attribute.name) }
        try setMode(attribute.name == "run" ? .runs : .ignored, from: attribute.name)
      case "fails":
        try setMode(.fails(attribute.value.flatMap { $0.isEmpty ? nil : $0 }), from: "fails")
      case "name":
        guard let value = attribute.value, !value.isEmpty else { throw .missingValue("name") }
        guard name == nil else { throw .repeated("name") }
        name = value
      case "extends":
        guard let value = attribute.value, !value.isEmpty else { throw .missingValue("extends") }
        extends += value.split(separator: ",").map(String.init)
      case CodeBlock.quoteAttribute:
        guard let value = attribute.value else { throw .badRegionReference("") }
        guard let reference = RegionReference(parsing: value) else {
          throw .badRegionReference(value)
        }
        try setMode(.quotes(reference), from: attribute.name)
      default:
        throw .unknownAttribute(attribute.name)
      }
    }
    if case .quotes = mode {
      if name != nil { throw .quoteCombined("name") }
      if !extends.isEmpty { throw .quoteCombined("extends") }
    }
  }
}
