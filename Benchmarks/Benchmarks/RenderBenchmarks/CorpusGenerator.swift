import Foundation

/// Writes a synthetic guide corpus: many `Tutorials/NN-slug.md` files full of the Markdown the
/// real guides use (headings, prose with links and inline code, tables, lists, task lists,
/// Swift and shell code blocks, alerts), deterministic for a given size.
struct CorpusGenerator {
  /// The total size to reach, in bytes.
  var targetBytes: Int
  /// The number of guide files to spread it over.
  var fileCount: Int

  /// Writes the corpus into `root/Tutorials` and returns the file paths.
  func write(to root: URL) throws -> [URL] {
    let folder = root.appendingPathComponent("Tutorials")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let perFile = targetBytes / fileCount + 1
    var files: [URL] = []
    for number in 1...fileCount {
      var text = "# Guide \(number): composing features\n\n"
      var section = 0
      while text.utf8.count < perFile {
        section += 1
        text += chunk(guide: number, section: section)
      }
      let url = folder.appendingPathComponent(String(format: "%02d-guide-%02d.md", number, number))
      try Data(text.utf8).write(to: url)
      files.append(url)
    }
    return files
  }

  private func chunk(guide: Int, section: Int) -> String {
    // NB: unique per guide and section, so no two code blocks are the same.
    let name = "Feature\(guide)x\(section)"
    return """
      ## Section \(section): the \(name) reducer

      A *reducer* describes how the `State` of a feature evolves when an `Action` arrives, and \
      which **effects** run next. See [the previous guide](\(String(format: "%02d", max(guide - 1, 1)))-guide-\
      \(String(format: "%02d", max(guide - 1, 1))).md) and https://example.com/docs/\(section) \
      for ~~older~~ background[^note\(section)].

      > [!TIP]
      > Keep `\(name).State` small; derive what you can.

      | Action | Effect | Notes |
      | --- | :---: | ---: |
      | `incrementButtonTapped` | none | counts up |
      | `factButtonTapped` | `.run` | fetches a fact |
      | `factResponse` | none | stores the fact |

      - Define the state
      - Define the actions
        1. user actions
        2. effect responses
      - [x] write the reducer
      - [ ] test it with `TestStore`

      ```swift
      struct \(name): Reducer {
        struct State: Equatable {
          var count = 0
          var fact: String?
        }
        enum Action {
          case incrementButtonTapped
          case factResponse(String)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
              state.count += \(section)
              return .none
            case let .factResponse(fact):
              state.fact = fact  // "\(section) is a number"
              return .none
            }
          }
        }
      }
      ```

      ```sh
      swift run counter --scripted "+++-"
      ```

      [^note\(section)]: Footnote \(section) with <em>inline HTML</em>.


      """
  }
}
