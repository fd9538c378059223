import Foundation
import TutorialModel
import TutorialSupport

/// What a rendering of a site made, each part with the inputs it was made from, so that the next
/// rendering of the same site makes again only the parts whose inputs changed.
///
/// ``SiteRenderer`` lists the inputs of each output (see `SiteRenderer+Inputs.swift`): a guide's
/// page is made from its source guide, the guide shown (a translation or the source), that
/// guide's stale sections, the titles and groups of the guides its sidebar lists, the site's
/// languages and strings, and the templates. Outputs whose inputs are equal to those recorded
/// here are taken as they are; the rest are made as a full rendering makes them, so both give
/// the same bytes.
struct RenderMemo: Sendable {
  /// One part of a rendering and what it was made from.
  struct Made<Value: Sendable>: Sendable {
    var inputs: RenderInputs
    var value: Value
  }

  /// Output files by path.
  var outputs: [String: Made<Data>] = [:]
  /// The HTML content of each guide page (the guide without the site's chrome), as UTF-8, by
  /// page path: a page whose sidebar changed but whose guide did not is put together again
  /// from it.
  var contents: [String: Made<Data>] = [:]
  /// The search index of each guide page's sections, as JSON, by page path.
  var searches: [String: Made<Data>] = [:]

  /// The value recorded for `key` in `table` when it was made from `inputs`.
  static func reuse<Value>(
    _ table: [String: Made<Value>], _ key: String, _ inputs: RenderInputs
  ) -> Value? {
    guard let made = table[key], made.inputs == inputs else { return nil }
    return made.value
  }

  /// The output `path`: taken from `previous` when it was made from `inputs`, else made by
  /// `make`; either way recorded here.
  mutating func output(
    _ path: String, inputs: RenderInputs, previous: RenderMemo, make: () throws -> Data
  ) rethrows -> Data {
    let data = try Self.reuse(previous.outputs, path, inputs) ?? make()
    outputs[path] = Made(inputs: inputs, value: data)
    return data
  }
}

/// What one output of a rendering is made from: guides, compared whole, and texts that stand for
/// everything else (titles, groups, strings, templates, file contents).
///
/// NB: guides are compared as values rather than by a hash of their files, so nothing needs to
/// be hashed: a guide loaded from an unchanged file shares its text's storage with the one
/// recorded, and the comparison ends at once.
struct RenderInputs: Equatable, Sendable {
  var guides: [Guide] = []
  var texts: [String] = []

  /// Adds what `other` holds.
  mutating func append(_ other: RenderInputs) {
    guides += other.guides
    texts += other.texts
  }

  /// Whether the two list the same guides and texts, byte for byte.
  ///
  /// NB: `==` on strings takes canonically equivalent texts as equal, but a page copies the
  /// bytes of its guide: a guide saved again in another Unicode normal form must be rendered
  /// again. A guide's text is its front matter and its body; the rest of it is read from them.
  static func == (lhs: RenderInputs, rhs: RenderInputs) -> Bool {
    guard lhs.texts.count == rhs.texts.count, lhs.guides.count == rhs.guides.count else {
      return false
    }
    for (left, right) in zip(lhs.texts, rhs.texts) where !left.hasSameUTF8(as: right) {
      return false
    }
    for (left, right) in zip(lhs.guides, rhs.guides) {
      guard left == right, left.body.hasSameUTF8(as: right.body),
        left.frontMatter.entries.count == right.frontMatter.entries.count
      else { return false }
      for (a, b) in zip(left.frontMatter.entries, right.frontMatter.entries)
      where !a.key.hasSameUTF8(as: b.key) || !a.value.hasSameUTF8(as: b.value) {
        return false
      }
    }
    return true
  }
}
