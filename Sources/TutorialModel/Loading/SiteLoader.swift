import Foundation
import TutorialMarkdown
import TutorialSupport

/// Reads a site from disk: `site/site.json`, `Tutorials/NN-slug.md` and
/// `translations/<lang>/NN-slug.md`.
///
/// Every problem is collected as a ``Diagnostic`` and loading goes on, so one run reports them
/// all. Only a missing `Tutorials/` folder or an unreadable configuration stops it.
///
/// ```swift
/// let loaded = try SiteLoader.load(root: "/path/to/repo")
/// for diagnostic in loaded.diagnostics { print(diagnostic) }
/// ```
public enum SiteLoader {
  /// What loading produced.
  public struct Result {
    /// The site, with every guide that could be read.
    public var site: Site
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]
    /// The parsed Markdown of each guide by its path, so rendering need not parse again.
    public var documents: [String: MarkdownDocument]
    /// Every file and folder loading read, listed or looked for, absolute, whether or not it
    /// was there: a ``CheckMemo`` keeps a result while none of them changes.
    public var inputs: [String] = []
  }

  /// A guide just parsed, as ``load(root:concurrency:parsed:)`` hands it to its caller.
  public struct ParsedGuide {
    /// The guide.
    public var guide: Guide
    /// Its parsed Markdown.
    public var document: MarkdownDocument
    /// The site strings of the guide's language.
    public var strings: SiteStrings
    /// Whether the guide is a source guide (in `Tutorials/`) rather than a translation.
    public var isSource: Bool
  }

  /// The folder of the source guides, relative to the root.
  public static let tutorialsFolder = "Tutorials"
  /// The folder of translations, relative to the root.
  public static let translationsFolder = "translations"

  /// Loads the site in `root`.
  /// - Parameters:
  ///   - root: The folder with `Tutorials/`.
  ///   - concurrency: How many files are read and parsed at once; `1` reads them one by one on
  ///     the calling thread. Diagnostics come in the same order either way.
  ///   - cache: What earlier loadings parsed: a file whose text it holds is not parsed again
  ///     (and not handed to `parsed`); what this loading parses is added to it.
  ///   - parsed: Called on the loading thread with each guide as soon as it is parsed, while
  ///     other files are still being parsed, so a caller can start on it early.
  /// - Throws: ``SiteLoadingError`` when there is no `Tutorials/` folder or the configuration
  ///   cannot be read.
  public static func load(
    root: String, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
    cache: GuideCache? = nil, parsed: (@Sendable (ParsedGuide) -> Void)? = nil
  ) throws -> Result {
    let fileManager = FileManager.default
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    var isDirectory: ObjCBool = false
    let tutorialsURL = rootURL.appendingPathComponent(tutorialsFolder)
    guard fileManager.fileExists(atPath: tutorialsURL.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw SiteLoadingError.missingTutorials(root: root) }

    var diagnostics: [Diagnostic] = []
    var documents: [String: MarkdownDocument] = [:]
    let translationsURL = rootURL.appendingPathComponent(translationsFolder)
    let folders = subfolders(of: translationsURL)

    let configurationURL = rootURL.appendingPathComponent(SiteConfiguration.path)
    var inputs = [tutorialsURL.path, translationsURL.path, configurationURL.path]
    let hasConfiguration = fileManager.fileExists(atPath: configurationURL.path)
    let configuration =
      hasConfiguration
      ? try SiteConfiguration.parse(Data(contentsOf: configurationURL))
      : SiteConfiguration.defaults(translationFolders: folders)

    let languages = configuration.languages.map {
      Language(
        code: $0.code, nativeName: $0.nativeName, direction: $0.direction ?? .leftToRight,
        siteTitle: $0.siteTitle)
    }
    let strings = Dictionary(
      configuration.languages.map {
        ($0.code, SiteStrings.builtIn(for: $0.code).merging($0.strings))
      }, uniquingKeysWith: { $1 })
    let sourceCode = languages.first?.code ?? "en"

    func loadFolder(_ url: URL, relative: String, language: String) -> [Guide] {
      var guides: [Guide] = []
      var byNumber: [Int: String] = [:]
      let names = markdownFiles(in: url)
      inputs.append(url.path)
      inputs += names.map { url.appendingPathComponent($0).path }
      // NB: files are read and parsed in parallel, then reported in file order.
      let outcomes = ParallelWork.map(count: names.count, width: concurrency) { index in
        let outcome = readGuide(
          names[index], in: url, relative: relative, language: language, cache: cache)
        if let parsed, case .parsed(_, let result) = outcome {
          parsed(
            ParsedGuide(
              guide: result.guide, document: result.document,
              strings: strings[language] ?? SiteStrings.builtIn(for: language),
              isSource: language == sourceCode))
        }
        return outcome
      }
      for (name, outcome) in zip(names, outcomes) {
        let path = "\(relative)/\(name)"
        let number: Int
        let guide: Guide
        let found: [Diagnostic]
        switch outcome {
        case .notAGuide:
          diagnostics.append(
            Diagnostic(
              .warning, at: SourceLocation(path: path, line: 1),
              "file name is not 'NN-slug.md', so it is not a guide; rename it to include it"))
          continue
        case .unreadable(let diagnostic):
          diagnostics.append(diagnostic)
          continue
        case .parsed(let fileNumber, let result):
          number = fileNumber
          (guide, found) = (result.guide, result.diagnostics)
          documents[path] = result.document
        case .cached(let fileNumber, let cached, let cachedDiagnostics):
          number = fileNumber
          (guide, found) = (cached, cachedDiagnostics)
        }
        if let other = byNumber[number] {
          diagnostics.append(
            Diagnostic(
              .error, at: SourceLocation(path: path, line: 1),
              "guide number \(String(format: "%02d", number)) is also used by \(other); "
                + "give each guide its own number"))
        }
        byNumber[number] = byNumber[number] ?? path
        diagnostics += found
        guides.append(guide)
      }
      return guides.sorted { ($0.number, $0.slug) < ($1.number, $1.slug) }
    }

    let guides = loadFolder(tutorialsURL, relative: tutorialsFolder, language: sourceCode)
    let sourceSlugs = Set(guides.map(\.slug))
    var translations: [String: [Guide]] = [:]
    let configured = Set(languages.map(\.code))
    for folder in folders {
      let relative = "\(translationsFolder)/\(folder)"
      guard configured.contains(folder), folder != sourceCode else {
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(path: SiteConfiguration.path, line: 1),
            "\(relative)/ is not a language of the site; add \"\(folder)\" to \"languages\" "
              + "or remove the folder"))
        continue
      }
      let translated = loadFolder(
        translationsURL.appendingPathComponent(folder), relative: relative, language: folder)
      var kept: [Guide] = []
      for guide in translated {
        if sourceSlugs.contains(guide.slug) {
          kept.append(guide)
        } else {
          diagnostics.append(
            Diagnostic(
              .error, at: SourceLocation(path: guide.path, line: 1),
              "translation of a guide that does not exist: \(tutorialsFolder)/\(guide.slug).md; "
                + "rename it to match an English guide or remove it"))
        }
      }
      translations[folder] = kept
    }

    // NB: each guide's links are checked on its own, several guides at once; the diagnostics
    // keep the order of the guides.
    let linked = guides + translations.values.joined()
    // NB: a guide whose links looked for no file on disk (all to other guides, or outside the
    // site) is not checked again while its links and the source guides stay the same.
    let linkDiagnostics = ParallelWork.map(count: linked.count, width: concurrency) {
      let guide = linked[$0]
      if let kept = cache?.linkCheck(of: guide, sourceSlugs: sourceSlugs) {
        return (diagnostics: kept, consulted: [String]())
      }
      let checked = checkLinks(of: guide, sourceSlugs: sourceSlugs, root: rootURL)
      if checked.consulted.isEmpty {
        cache?.storeLinkCheck(
          of: guide, sourceSlugs: sourceSlugs, diagnostics: checked.diagnostics)
      }
      return checked
    }
    for found in linkDiagnostics {
      diagnostics += found.diagnostics
      inputs += found.consulted
    }

    var site = Site(
      root: rootURL.path, languages: languages, guides: guides, translations: translations)
    site.strings = strings
    site.excludedLibraryFolders = configuration.check?.excludedLibraries ?? []
    return Result(site: site, diagnostics: diagnostics, documents: documents, inputs: inputs)
  }

  /// What reading one Markdown file of a guide folder gave.
  private enum FileOutcome {
    case notAGuide
    case unreadable(Diagnostic)
    case parsed(number: Int, GuideParser.Result)
    /// The file's text is the one `cache` holds: its guide and diagnostics from then.
    case cached(number: Int, Guide, [Diagnostic])
  }

  /// Reads and parses the file `name` of the folder `url` (`relative` to the root).
  private static func readGuide(
    _ name: String, in url: URL, relative: String, language: String, cache: GuideCache?
  ) -> FileOutcome {
    let path = "\(relative)/\(name)"
    guard let (number, slug) = parseFileName(name) else { return .notAGuide }
    let text: String
    do {
      text = try readUTF8(url.appendingPathComponent(name), path: path)
    } catch let diagnostic as Diagnostic {
      return .unreadable(diagnostic)
    } catch {
      return .unreadable(
        Diagnostic(.error, at: SourceLocation(path: path, line: 1), "cannot be read: \(error)"))
    }
    if let (guide, diagnostics) = cache?.lookup(path: path, text: text) {
      return .cached(number: number, guide, diagnostics)
    }
    let result = GuideParser.parse(
      text, path: path, language: language, number: number, slug: slug)
    cache?.store(path: path, text: text, guide: result.guide, diagnostics: result.diagnostics)
    return .parsed(number: number, result)
  }

  /// `NN-slug.md` → (NN, `NN-slug`).
  package static func parseFileName(_ name: String) -> (Int, String)? {
    guard name.hasSuffix(".md") else { return nil }
    let slug = String(name.dropLast(3))
    let digits = slug.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(digits), slug.dropFirst(digits.count).first == "-",
      slug.count > digits.count + 1
    else { return nil }
    return (number, slug)
  }

  /// Reports relative links to `.md` files that are not guides, with the paths it looked for.
  static func checkLinks(of guide: Guide, sourceSlugs: Set<String>, root: URL) -> (
    diagnostics: [Diagnostic], consulted: [String]
  ) {
    var diagnostics: [Diagnostic] = []
    var consulted: [String] = []
    var known: [String: Bool] = [:]
    let folder = root.appendingPathComponent(guide.path).deletingLastPathComponent()
    // NB: links are read as bytes: `serve` checks every guide's links at every change, and
    // Foundation's `contains` on strings (through `NSString`) was a fifth of a one-guide rebuild.
    for link in guide.links {
      let destination = link.destination
      guard let (path, name) = markdownLink(destination) else { continue }
      let slug = String(name.dropLast(3))
      // NB: a translation may link to a guide not yet translated; the page falls back to English.
      // So a link to a sibling guide is never missing, and its file need not be looked for:
      // the guide folders, which are inputs already, change when a guide comes or goes.
      if path == name && sourceSlugs.contains(slug) { continue }
      let file = String(path)
      let exists: Bool
      if let cached = known[file] {
        exists = cached
      } else {
        let target = folder.appendingPathComponent(file).standardizedFileURL.path
        exists = FileManager.default.fileExists(atPath: target)
        known[file] = exists
        consulted.append(target)
      }
      if !exists {
        diagnostics.append(
          Diagnostic(
            .error, at: SourceLocation(path: guide.path, line: link.line),
            "link to a missing guide '\(destination)'; fix the file name or remove the link"))
      }
    }
    return (diagnostics, consulted)
  }

  /// A relative link to a Markdown file, read as bytes: its path, what comes before the first
  /// `#` or `?` and ends in `.md`, and the file's name, what comes after the path's last `/`;
  /// nil for any other link.
  package static func markdownLink(_ destination: String) -> (path: Substring, name: Substring)? {
    if isExternalOrInPage(destination) { return nil }
    let bytes = destination.utf8
    let end = bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }
    let path = bytes[..<(end ?? bytes.endIndex)]
    guard path.count >= 3, path.suffix(3).elementsEqual(".md".utf8) else { return nil }
    let start = path.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) }
    return (Substring(path), Substring(bytes[(start ?? path.startIndex)..<path.endIndex]))
  }

  /// Whether a link leaves the site (`https:`, `mailto:`, any `:`), starts at the root (`/`)
  /// or stays on its page (`#`), so is not a link to another guide.
  package static func isExternalOrInPage(_ destination: String) -> Bool {
    let first = destination.utf8.first
    if first == UInt8(ascii: "/") || first == UInt8(ascii: "#") { return true }
    return destination.containsUTF8(UInt8(ascii: ":"))
  }

  /// Reads a file that must be UTF-8, reporting the line of the first invalid byte.
  static func readUTF8(_ url: URL, path: String) throws -> String {
    let data = try Data(contentsOf: url)
    if let text = String(validating: data, as: UTF8.self) { return text }
    var line = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var lineOfError = 1
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        break decoding
      case .error:
        lineOfError = line
        break decoding
      }
    }
    throw Diagnostic(
      .error, at: SourceLocation(path: path, line: lineOfError),
      "file is not valid UTF-8; save it as UTF-8")
  }

  static func subfolders(of url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  static func markdownFiles(in url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
  }
}

extension Diagnostic: Error {}

extension Site {
  /// Loads the site in `root`, returning it with every problem found.
  /// - Throws: ``SiteLoadingError`` when the site cannot be read at all.
  public static func load(root: String) throws -> (site: Site, diagnostics: [Diagnostic]) {
    let result = try SiteLoader.load(root: root)
    return (result.site, result.diagnostics)
  }
}
