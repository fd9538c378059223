import Foundation
import TutorialModel
import TutorialSupport

extension SiteRenderer {
  /// The pages of the source files that guides quote, one per file in every language, by their
  /// output paths (see ``SourcePage``).
  ///
  /// A file that cannot be read, or lies outside the repository, gets no page: the check
  /// reports the blocks that quote it. A page is made from the file's text and the chrome of its
  /// language (`chrome`, in the order of the site's languages); one made from the same in
  /// `previous` is taken from there. Every page is recorded in `memo`.
  func sourcePages(
    chrome: [RenderInputs], previous: RenderMemo, memo: inout RenderMemo
  ) -> [String: Data] {
    var quoted: Set<String> = []
    for guide in site.everyGuide { quoted.formUnion(guide.quotedPaths) }
    let paths = quoted.sorted()
    guard !paths.isEmpty else { return [:] }
    let sources = QuotedSources(root: site.root)
    var files: [String: Data] = [:]
    for path in paths {
      guard case .regions(let regions) = sources.lookup(path), let text = sources.texts[path]
      else { continue }
      var content: String?
      for (language, chrome) in zip(site.languages, chrome) {
        let output = "\(language.code)/\(SourcePage.fileName(for: path))"
        var inputs = chrome
        inputs.texts += [path, text]
        files[output] = memo.output(output, inputs: inputs, previous: previous) {
          let made =
            content
            ?? SourcePage.content(
              path: path, text: text, regions: regions.regions, highlight: highlights.highlight)
          content = made
          return Data(sourcePage(path: path, content: made, language: language).utf8)
        }
      }
    }
    Trace.mark("\(paths.count) quoted source files rendered")
    return files
  }

  /// The page of the file at `path` in `language`'s folder, with the site's chrome in that
  /// language.
  private func sourcePage(path: String, content: String, language: Language) -> String {
    var context = commonContext(language)
    context["pageTitle"] = path
    context["content"] = content
    context["contentLanguage"] = site.sourceLanguage?.code ?? "en"
    context["contentDirection"] = Language.Direction.leftToRight.rawValue
    // NB: the sidebar lists the guides in their groups, as on a guide's page, none current.
    context["groups"] = groups(in: language) { _, guide in
      titleEntry(of: guide, in: language).merging([
        "href": "\(guide.slug).html", "current": false,
        "number": String(format: "%02d", guide.number),
      ]) { $1 }
    }
    context["toc"] = [[String: Any]]()
    context["languages"] = languageLinks(current: language) {
      "../\($0.code)/\(SourcePage.fileName(for: path))"
    }
    return theme.render("page", context)
  }
}
