import TutorialModel
import TutorialSupport

/// Which shard checks what: every distinct snippet, every Swift block and every finding of the
/// checks that compile nothing (links, quotes, translations' code) belongs to exactly one shard.
///
/// The rule, computed the same by every shard from the whole site:
/// - A snippet's **anchor** is its source guide's path and its position among that guide's
///   snippets; a translation's snippets take the anchors of its source's (same slug), so a
///   translated block lands where its source does.
/// - Snippets are grouped as the checker compiles them, by ``Snippet/typeCheckKey`` (a
///   translation differing only in strings and comments shares its source's); a group's anchor
///   is its members' smallest.
/// - Each anchor weighs as many snippets as have it as their group's (a translation's snippet
///   whose code differs from its source's, such as a `run` block with translated output, has
///   its source's anchor, so it goes with its source's). Anchors go one by one, `run` snippets
///   first (they cost the most), heaviest first, then by path and position, each to the shard
///   with the fewest snippets so far (the first of equals).
/// - A guide and its translations form a **guide group**, keyed by the source's path; groups
///   are dealt in turn, by path. Findings located in a guide (configuration errors, links,
///   quotes, translations' code, the loader's) go to its group's shard; findings elsewhere
///   (a region marker in a source file) go to shard 1.
/// - A Swift block is counted by the shard of the first snippet it is the last block of, else
///   of the first snippet it is part of, else (a quoting block) of its guide group.
struct ShardAssignment {
  /// The shard this assignment is for.
  let shard: ShardSpec
  /// The shard of each snippet given, in order.
  let snippetShards: [Int]
  /// The shard of each guide group, by the path of each guide in it.
  let guideShards: [String: Int]
  /// Every counted Swift block (`path:line` of its opening fence) with its shard.
  let blockShards: [(block: String, shard: Int)]
  /// A digest of the guides checked, the same for every shard of one check.
  let input: String

  /// Assigns the `snippets` that the checker planned for `guides` (all the guides it checks,
  /// in its order) of `site` to `shard`'s check and its siblings.
  init(_ shard: ShardSpec, site: Site, guides: [Guide], snippets: [Snippet]) {
    self.shard = shard
    let sourceLanguage = site.sourceLanguage?.code
    var groupOf: [String: String] = [:]
    for guide in guides {
      let source =
        guide.language == sourceLanguage
        ? guide : site.guides.first(where: { $0.slug == guide.slug })
      groupOf[guide.path] = source?.path ?? guide.path
    }

    struct Anchor: Hashable, Comparable {
      var path: String
      var position: Int
      static func < (lhs: Anchor, rhs: Anchor) -> Bool {
        (lhs.path, lhs.position) < (rhs.path, rhs.position)
      }
    }
    var positions: [String: Int] = [:]
    var anchors: [Anchor] = []
    var keys: [String] = []
    var leads: [String: Anchor] = [:]
    var runs: Set<Anchor> = []
    for snippet in snippets {
      let path = snippet.focus.path
      let position = positions[path, default: 0]
      positions[path] = position + 1
      let anchor = Anchor(path: groupOf[path] ?? path, position: position)
      let key = snippet.typeCheckKey
      anchors.append(anchor)
      keys.append(key)
      leads[key] = min(leads[key] ?? anchor, anchor)
    }
    for (snippet, key) in zip(snippets, keys) where snippet.runs {
      if let lead = leads[key] { runs.insert(lead) }
    }
    // NB: a translation's snippet whose code differs from its source's (a `run` block's
    // translated output) is a group of its own with the same anchor, so it goes with its
    // source's, and the anchor weighs as many snippets as it has groups.
    var weights: [Anchor: Int] = [:]
    for lead in leads.values { weights[lead, default: 0] += 1 }
    let dealt = weights.keys.sorted {
      (runs.contains($0) ? 0 : 1, -(weights[$0] ?? 0), $0)
        < (runs.contains($1) ? 0 : 1, -(weights[$1] ?? 0), $1)
    }
    var loads = Array(repeating: 0, count: shard.count)
    var anchorShards: [Anchor: Int] = [:]
    for anchor in dealt {
      let lightest = loads.indices.min { loads[$0] < loads[$1] } ?? 0
      anchorShards[anchor] = lightest + 1
      loads[lightest] += weights[anchor] ?? 1
    }
    snippetShards = zip(keys, anchors).map { key, anchor in
      anchorShards[leads[key] ?? anchor] ?? 1
    }

    var guideShards: [String: Int] = [:]
    let groups = Set(groupOf.values).sorted()
    for guide in guides {
      let group = groupOf[guide.path] ?? guide.path
      guideShards[guide.path] = (groups.firstIndex(of: group) ?? 0) % shard.count + 1
    }
    self.guideShards = guideShards

    var blockShards: [(block: String, shard: Int)] = []
    let snippetsByPath = Dictionary(
      grouping: zip(snippets, snippetShards), by: { $0.0.focus.path })
    for guide in guides {
      let planned = snippetsByPath[guide.path] ?? []
      for (index, block) in guide.codeBlocks.enumerated() where Self.isCounted(block) {
        let owner =
          planned.first(where: { $0.0.focus.index == index })
          ?? planned.first(where: { $0.0.blocks.contains { $0.index == index } })
        blockShards.append(
          ("\(guide.path):\(block.fenceLine)", owner?.1 ?? guideShards[guide.path] ?? 1))
      }
    }
    self.blockShards = blockShards

    var hash = SHA256()
    hash.update("kata-check-input 1\u{0}\(sourceLanguage ?? "")\u{0}")
    for guide in guides.sorted(by: { $0.path < $1.path }) {
      hash.update("\(guide.path)\u{0}\(guide.bodyFirstLine)\u{0}")
      for entry in guide.frontMatter.entries { hash.update("\(entry.key)\u{0}\(entry.value)\u{0}") }
      hash.update("\(guide.body.utf8.count)\u{0}")
      hash.update(guide.body)
    }
    input = hash.hexDigest()
  }

  /// Whether the checker counts `block` among the checked ones (see
  /// ``CheckReport/checkedBlocks``): a Swift block that is not ignored.
  static func isCounted(_ block: CodeBlock) -> Bool {
    block.isSwift && (try? SnippetOptions(parsing: block.attributes))?.mode != .ignored
  }

  /// Whether the shard checks the snippet at `offset` of those given.
  func checks(snippetAt offset: Int) -> Bool {
    snippetShards.indices.contains(offset) && snippetShards[offset] == shard.index
  }

  /// `report`, made of findings about the whole site (no snippet outcomes yet), cut down to
  /// this shard's findings and blocks, with its ``CheckReport/shard`` set.
  func restricting(_ report: CheckReport) -> CheckReport {
    var restricted = report
    let part = ShardReport(
      shard: shard, input: input,
      blocks: blockShards.filter { $0.shard == shard.index }.map(\.block),
      totalBlocks: report.checkedBlocks, guideShards: guideShards)
    restricted.failures = report.failures.filter(part.owns)
    restricted.configurationErrors = report.configurationErrors.filter(part.owns)
    restricted.warnings = report.warnings.filter(part.owns)
    restricted.checkedBlocks = part.blocks.count
    restricted.shard = part
    return restricted
  }
}
