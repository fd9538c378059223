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

  /// Renders template `name` with `context` and `html`, UTF-8, as its `content`, giving the
  /// bytes of `render(name, context)` with `content` set to `html` as a string.
  ///
  /// NB: a page's content is most of its bytes. The template is rendered with a marker in its
  /// place, and where the marker comes out once, unchanged, `html` is put there as it is: it is
  /// neither checked as UTF-8 nor copied into a string first. A template that escapes or
  /// transforms the content, shows it twice or not at all, gets the content as a string.
  func render(_ name: String, _ context: [String: Any], content html: Data) -> Data {
    var context = context
    // NB: the content's truthiness shows in a section: an empty one must stay empty.
    guard !html.isEmpty else {
      context["content"] = ""
      return Data(render(name, context).utf8)
    }
    context["content"] = Self.contentMarker
    var page = render(name, context)
    let spliced = page.withUTF8 { bytes -> Data? in
      let marker = Self.contentMarkerBytes
      guard let start = Self.onlyRange(of: marker, in: bytes) else { return nil }
      var data = Data(capacity: bytes.count - marker.count + html.count)
      data.append(UnsafeBufferPointer(rebasing: bytes[..<start]))
      data.append(html)
      data.append(UnsafeBufferPointer(rebasing: bytes[(start + marker.count)...]))
      return data
    }
    if let spliced { return spliced }
    context["content"] = String(decoding: html, as: UTF8.self)
    return Data(render(name, context).utf8)
  }

  /// What stands for the content while a page is rendered: markup that escaping changes, in
  /// both cases, so that a template that escapes or transforms it does not show it as is.
  private static let contentMarker = "<Kata-Content-9f2E/>"
  private static let contentMarkerBytes = Array(contentMarker.utf8)

  /// Where `marker` starts in `bytes` when it is there exactly once.
  private static func onlyRange(of marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var found: Int?
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
        guard found == nil else { return nil }
        found = index
        index += marker.count
      } else {
        index += 1
      }
    }
    return found
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
