import Foundation
import Mustache
import TutorialSupport

/// The site's look: swift-mustache templates from `templates/` and files from `assets/`.
public struct Theme: Sendable {
  /// The templates by name (file name without `.mustache`).
  public var library: MustacheLibrary
  /// Every file of `assets/` by its path relative to that folder.
  public var assets: [String: Data]
  /// The names and texts of the templates: equal for two themes whose templates render alike.
  var fingerprint = ""

  /// The templates every theme must have.
  public static let requiredTemplates = ["page", "index", "root"]

  /// Reads the theme in `directory`.
  /// - Throws: ``RenderError`` when a required template is missing or a template is invalid.
  public init(directory: String) throws {
    let templates = URL(fileURLWithPath: directory).appendingPathComponent("templates")
    ByteEscapedHTML.register()
    var fingerprint = ""
    let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
    var texts: [(name: String, url: URL, text: String)] = []
    for name in names.sorted() where name.hasSuffix(".mustache") {
      let url = templates.appendingPathComponent(name)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      fingerprint += "\(name)\u{1}\(text)\u{2}"
      texts.append((String(name.dropLast(".mustache".count)), url, text))
    }
    // NB: `serve` reads the theme at every rebuild, so that an edited template shows; parsing
    // the same templates again was a tenth of a one-guide rebuild.
    if let parsed = Self.lastParsed.value, parsed.fingerprint == fingerprint {
      self.library = parsed.library
    } else {
      var library = MustacheLibrary()
      for (name, url, text) in texts {
        do {
          try library.register(ByteEscapedHTML.pragma + text, named: name)
        } catch let error as MustacheTemplate.ParserError {
          throw RenderError.invalidTemplate(
            path: url.path, line: error.context.lineNumber, reason: "\(error.error)")
        } catch {
          throw RenderError.invalidTemplate(path: url.path, line: 1, reason: "\(error)")
        }
      }
      for required in Self.requiredTemplates where library.getTemplate(named: required) == nil {
        throw RenderError.missingTemplate(
          path: templates.appendingPathComponent("\(required).mustache").path)
      }
      Self.lastParsed.set((fingerprint, library))
      self.library = library
    }
    self.fingerprint = fingerprint

    let assetsURL = URL(fileURLWithPath: directory).appendingPathComponent("assets")
    let realAssets = assetsURL.resolvingSymlinksInPath().path + "/"
    var assets: [String: Data] = [:]
    if let enumerator = FileManager.default.enumerator(atPath: assetsURL.path) {
      while let relative = enumerator.nextObject() as? String {
        let url = assetsURL.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
          FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue,
          // NB: a symlink may point anywhere; only files really inside assets/ are published.
          url.resolvingSymlinksInPath().path.hasPrefix(realAssets),
          let data = FileManager.default.contents(atPath: url.path)
        else { continue }
        assets[relative] = data
      }
    }
    self.assets = assets
  }

  /// The templates read last, parsed, and their fingerprint: reused while they are the same.
  private static let lastParsed = Locked<(fingerprint: String, library: MustacheLibrary)?>(nil)

  /// Renders template `name` with `context`.
  func render(_ name: String, _ context: [String: Any]) -> String {
    library.render(context, withTemplate: name) ?? ""
  }
}

/// HTML escaped as swift-mustache's default content type escapes it (`&`, `<`, `>`, `"`, `'`),
/// byte by byte instead of Character by Character, which was most of the time templates took.
///
/// Every template of a theme starts with its pragma, put there when the theme is read: a
/// template's own `{{% CONTENT_TYPE: … }}` still applies after it.
struct ByteEscapedHTML: MustacheContentType {
  /// The name it is registered under.
  static let name = "TUTORIALS_HTML"
  /// The pragma that selects it, on no line of its own, so the template's lines stay.
  static let pragma = "{{% CONTENT_TYPE: \(name)}}"

  func escapeText(_ text: String) -> String { HTML.escape(text) }

  /// Registers it with swift-mustache, once.
  static func register() { _ = registered }

  private static let registered: Void = {
    MustacheContentTypes.register(ByteEscapedHTML(), named: name)
  }()
}
