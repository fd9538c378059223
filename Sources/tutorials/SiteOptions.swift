import ArgumentParser
import Foundation
import TutorialSite

/// Options every command that reads the site shares.
struct SiteOptions: ParsableArguments {
  @Option(name: .long, help: "The folder with Tutorials/, translations/ and site/.")
  var root: String = "."

  @Option(name: .long, help: "A folder with templates/ and assets/ (default: <root>/site).")
  var theme: String?

  @Option(
    name: .customLong("api-reference"),
    help: """
      Kata's API reference, as scripts/api-reference.sh OUT wrote it, to copy to api/ and link \
      (default: <root>/.build/api-reference when it exists).
      """)
  var apiReference: String?

  @Flag(name: .customLong("no-api-reference"), help: "Render the guides without the API reference.")
  var noAPIReference = false

  /// The API reference to render with: `--api-reference`'s, or the one the script left in
  /// `.build/api-reference`, or none.
  func loadAPIReference() throws -> APIReference? {
    if noAPIReference { return nil }
    if let apiReference { return try APIReference(folder: apiReference) }
    let folder = URL(fileURLWithPath: root).appendingPathComponent(".build/api-reference")
    let graphs = folder.appendingPathComponent("symbol-graphs")
    guard FileManager.default.fileExists(atPath: graphs.path) else { return nil }
    return try APIReference(folder: folder.path)
  }
}
