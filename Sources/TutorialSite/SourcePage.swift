import TutorialModel
import TutorialSupport

/// The page of a source file that guides quote (```` ```swift from="PATH#NAME" ````): the whole
/// file, highlighted, with line numbers and an anchor at each region, so that a quoting block's
/// caption can link to its region in context.
///
/// Each language's folder has its own copy of the page, so a reader stays in the site's chrome
/// of their language: `en/source-Examples-Counter-Sources-CounterCore-Counter.swift.html`.
package enum SourcePage {
  /// The page's file name in a language's folder, from the file's path as guides write it.
  static func fileName(for path: String) -> String {
    "source-"
      + path.split(separator: "/").filter { $0 != "." }.joined(separator: "-") + ".html"
  }

  /// The id of region `name`'s first line on its file's page.
  static func anchor(forRegion name: String) -> String { "snippet-\(name)" }

  /// The address a quoting block's caption links to, relative to a guide's page.
  static func link(to reference: RegionReference) -> String {
    "\(fileName(for: reference.path))#\(anchor(forRegion: reference.name))"
  }

  /// The page's content: the path as a heading, then the file with a line number before each
  /// line (`#L12` links to line 12) and an anchor at the first line of each region.
  static func content(
    path: String, text: String, regions: [SourceRegions.Region],
    highlight: (String) -> String
  ) -> String {
    var lineCount = text.linesKeepingCarriageReturns.count
    if text.hasSuffix("\n") { lineCount -= 1 }
    var anchors: [Int: [String]] = [:]
    for region in regions { anchors[region.markerLine + 1, default: []].append(region.name) }
    var numbers = ""
    for line in 1...max(lineCount, 1) {
      for name in anchors[line] ?? [] {
        numbers +=
          "<span class=\"region-anchor\" id=\"\(HTML.escape(anchor(forRegion: name)))\"></span>"
      }
      numbers += "<a id=\"L\(line)\" href=\"#L\(line)\">\(line)</a>\n"
    }
    return """
      <h1 class="source-title"><code>\(HTML.escape(path))</code></h1>
      <div class="code-block source-listing" dir="ltr"><pre class="line-numbers" \
      aria-hidden="true">\(numbers)</pre><pre><code class="language-swift">\
      \(highlight(text))</code></pre></div>
      """
  }
}
