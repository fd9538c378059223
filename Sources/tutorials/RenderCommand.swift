import ArgumentParser
import Foundation
import TutorialSite

/// `tutorials render`: writes the static site.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render the guides to a static, multilingual site."
  )

  @OptionGroup var site: SiteOptions

  @Option(name: .long, help: "The folder to write the site to.")
  var out: String = "_site"

  func run() throws {
    let apiReference: APIReference?
    do {
      apiReference = try site.loadAPIReference()
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode.failure
    }
    let options = RenderOptions(
      themeDirectory: site.theme,
      progress: { path, index, count in
        if count >= 50 && (index % 25 == 0 || index == count) {
          FileHandle.standardError.write(Data("rendering \(index)/\(count): \(path)\n".utf8))
        }
      }, apiReference: apiReference)
    let output = SiteBuild.run(root: site.root, options: options)
    for message in output.messages {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    guard let rendered = output.rendered, !output.hasErrors else {
      FileHandle.standardError.write(Data("error: the site was not rendered\n".utf8))
      throw ExitCode.failure
    }
    do {
      let changes = try rendered.update(URL(fileURLWithPath: out))
      for path in changes.written { print("wrote \(out)/\(path)") }
      for path in changes.removed { print("removed \(out)/\(path)") }
      let removed = changes.removed.isEmpty ? "" : ", \(changes.removed.count) removed"
      print(
        "\(rendered.files.count) files in \(out)/ (\(changes.written.count) written, "
          + "\(rendered.files.count - changes.written.count) unchanged\(removed))")
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
