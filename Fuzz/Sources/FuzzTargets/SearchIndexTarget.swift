@testable import TutorialModel
@testable import TutorialSite

extension FuzzTarget {
  /// The search index of a guide page, as `tutorials render` builds it: the guide is parsed,
  /// each section turned into plain text and indexed (``SearchIndex``'s builder), and the index
  /// written as the page's JavaScript.
  ///
  /// Checks that every term points at documents that exist, in order, without repeats, and that
  /// the builder gives the same index as adding the sections one by one.
  public static let searchIndex = FuzzTarget(
    name: "search-index", summary: "the search index builder (SearchIndex)"
  ) { bytes in
    let text = String(fuzzInput: bytes)
    let guide = GuideParser.parse(
      text, path: "Tutorials/01-fuzz.md", language: "en", number: 1, slug: "01-fuzz"
    ).guide
    let index = SiteRenderer.searchIndex(of: guide, slug: guide.slug)
    precondition(index.documents.count == guide.sections.count, "a section was not indexed")
    for (term, postings) in index.terms {
      precondition(!term.isEmpty, "an empty term was indexed")
      precondition(
        postings.allSatisfy(index.documents.indices.contains), "a term points past the documents")
      precondition(zip(postings, postings.dropFirst()).allSatisfy(<), "postings are not sorted")
    }
    var oneByOne = SearchIndex()
    for (section, document) in zip(guide.sections, index.documents) {
      oneByOne.add(document, text: SearchIndex.plainText(section.markdown))
    }
    precondition(oneByOne == index, "the builder's index differs from adding one by one")
    _ = try? index.javaScript()
  }
}
