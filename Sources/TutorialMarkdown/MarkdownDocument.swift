import CCmarkGFM
import Foundation

/// A GitHub-flavoured Markdown document parsed by cmark-gfm, with what the runner needs from it
/// as Swift values and an HTML renderer whose headings, code blocks, alerts and links Swift code
/// can replace.
///
/// This is the only file that talks to cmark-gfm; its C types stay `fileprivate`. Extensions
/// enabled: table, strikethrough, autolink, tasklist, tagfilter and footnotes.
///
/// ```swift
/// let document = MarkdownDocument("# Hello\n\n```swift\nlet x = 1\n```\n")
/// document.headings[0].anchor  // "hello"
/// let html = document.renderHTML(HTMLCustomization())
/// ```
public final class MarkdownDocument {
  /// The headings, in order, with anchors unique within the document.
  public let headings: [MarkdownHeading]
  /// The code blocks (fenced and indented), in order.
  public let codeBlocks: [MarkdownCodeBlock]
  /// The links, in order.
  public let links: [MarkdownLink]
  /// The images (`![text](path)`), in order, their sources as destinations.
  public let images: [MarkdownLink]

  private let source: String
  private let firstLine: Int
  /// The parsed tree, until rendering consumes it; rendering again parses again.
  private var tree: Tree?

  /// Parses `source`.
  /// - Parameters:
  ///   - source: Markdown text.
  ///   - firstLine: The line number, in its file, of the first line of `source`; every line the
  ///     document reports is a line of that file.
  public init(_ source: String, firstLine: Int = 1) {
    self.source = source
    self.firstLine = firstLine
    let tree = Tree(source)
    self.tree = tree
    let extracted = tree.extract(lineOffset: firstLine - 1)
    headings = extracted.headings
    codeBlocks = extracted.codeBlocks
    links = extracted.links
    images = extracted.images
  }

  /// Renders the document as an HTML fragment, letting `customization` replace parts.
  ///
  /// Documents can be rendered on several threads at once; only their parsing is serialized
  /// (see `cmarkParseLock`). One document must not be rendered on two threads at once.
  public func renderHTML(_ customization: HTMLCustomization) -> String {
    String(decoding: renderHTMLBytes(customization), as: UTF8.self)
  }

  /// Renders the document as an HTML fragment, as ``renderHTML(_:)`` does, as its UTF-8 bytes:
  /// the buffer cmark-gfm wrote, neither copied nor checked again.
  public func renderHTMLBytes(_ customization: HTMLCustomization) -> Data {
    let codeHTML = customization.codeBlock.map { codeBlocks.map($0) }
    // NB: rendering edits the tree, so it is used once and freed on the rendering thread. A tree
    // parsed again must find its headings, code blocks, links and quotes again, or they would be
    // rendered as cmark-gfm writes them (as on every untranslated guide's page in a translation).
    let tree: Tree
    if let parsed = self.tree {
      tree = parsed
    } else {
      tree = Tree(source)
      _ = tree.extract(lineOffset: firstLine - 1)
    }
    self.tree = nil
    return tree.render(customization, headings: headings, codeHTML: codeHTML)
  }
}

/// Serializes parsing with cmark-gfm.
///
/// NB: while parsing inlines (and table rows), cmark-gfm adds the extensions' special
/// characters to a global table and removes them when done, so a parser finishing on one thread
/// would take `~` and autolinks away from a parser still running on another. Walking, editing,
/// rendering and freeing a parsed tree touch only that tree and run without the lock.
private let cmarkParseLock = NSLock()

/// Owns one cmark-gfm parser and the tree it produced, both in an arena of their own.
///
/// NB: every method that calls cmark-gfm makes the arena current while it runs, so that whatever
/// cmark-gfm allocates for the tree comes from the arena; the tree is then never freed node by
/// node: the arena goes with the `Tree`.
private final class Tree {
  fileprivate let arena = NodeArena()
  fileprivate let parser: OpaquePointer
  fileprivate let root: OpaquePointer
  fileprivate var headingNodes: [OpaquePointer] = []
  fileprivate var codeNodes: [OpaquePointer] = []
  fileprivate var linkNodes: [OpaquePointer] = []
  fileprivate var quoteNodes: [OpaquePointer] = []

  fileprivate static let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_SOURCEPOS
  fileprivate static let renderOptions = CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE
  fileprivate static let extensionNames = [
    "table", "strikethrough", "autolink", "tasklist", "tagfilter",
  ]
  fileprivate static let registered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    // NB: a node made with an allocator that only records the size it is asked for.
    var recording = cmark_mem(
      calloc: { count, size in
        NodeArena.nodeSize = count * size
        return calloc(count, size)
      },
      realloc: { realloc($0, $1) }, free: { free($0) })
    if let node = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, &recording) {
      cmark_node_free(node)
    }
    return true
  }()

  /// The allocator of every tree: ``NodeArena``'s functions.
  ///
  /// NB: written once, then only read by cmark-gfm.
  nonisolated(unsafe) fileprivate static let memory: UnsafeMutablePointer<cmark_mem> = {
    let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
    memory.initialize(
      to: cmark_mem(
        calloc: { NodeArena.allocate(count: $0, size: $1) },
        realloc: { NodeArena.reallocate($0, size: $1) },
        free: { NodeArena.deallocate($0) }))
    return memory
  }()

  fileprivate init(_ source: String) {
    // NB: registering the extensions edits a global list too; it happens once, before any
    // parser looks extensions up.
    _ = Tree.registered
    (parser, root) = arena.withCurrent {
      cmarkParseLock.lock()
      defer { cmarkParseLock.unlock() }
      // NB: cmark_parser_new_with_mem only fails when out of memory, which aborts.
      let parser: OpaquePointer = cmark_parser_new_with_mem(Tree.options, Tree.memory)
      for name in Tree.extensionNames {
        if let syntax = cmark_find_syntax_extension(name) {
          cmark_parser_attach_syntax_extension(parser, syntax)
        }
      }
      var text = source
      text.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          cmark_parser_feed(parser, $0.baseAddress, $0.count)
        }
      }
      return (parser, cmark_parser_finish(parser))
    }
  }

  fileprivate struct Extracted {
    var headings: [MarkdownHeading] = []
    var codeBlocks: [MarkdownCodeBlock] = []
    var links: [MarkdownLink] = []
    var images: [MarkdownLink] = []
  }

  fileprivate func extract(lineOffset: Int) -> Extracted {
    arena.withCurrent { extractInArena(lineOffset: lineOffset) }
  }

  private func extractInArena(lineOffset: Int) -> Extracted {
    var result = Extracted()
    var anchors = HeadingAnchors()
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    var event = cmark_iter_next(iterator)
    while event != CMARK_EVENT_DONE {
      defer { event = cmark_iter_next(iterator) }
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else {
        continue
      }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_HEADING:
        let title = plainText(node)
        headingNodes.append(node)
        result.headings.append(
          MarkdownHeading(
            level: Int(cmark_node_get_heading_level(node)), title: title,
            anchor: anchors.unique(for: title),
            line: Int(cmark_node_get_start_line(node)) + lineOffset))
      case CMARK_NODE_CODE_BLOCK:
        codeNodes.append(node)
        // NB: cmark writes through every out-pointer, so none may be nil.
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        let isFenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        let startLine = Int(cmark_node_get_start_line(node)) + lineOffset
        result.codeBlocks.append(
          MarkdownCodeBlock(
            info: string(cmark_node_get_fence_info(node)),
            code: string(cmark_node_get_literal(node)), isFenced: isFenced,
            line: startLine))
      case CMARK_NODE_LINK:
        linkNodes.append(node)
        result.links.append(
          MarkdownLink(
            destination: string(cmark_node_get_url(node)),
            line: line(of: node) + lineOffset))
      case CMARK_NODE_IMAGE:
        result.images.append(
          MarkdownLink(
            destination: string(cmark_node_get_url(node)),
            line: line(of: node) + lineOffset))
      case CMARK_NODE_BLOCK_QUOTE:
        quoteNodes.append(node)
      default:
        break
      }
    }
    return result
  }

  fileprivate func render(
    _ customization: HTMLCustomization, headings: [MarkdownHeading], codeHTML: [String?]?
  ) -> Data {
    arena.withCurrent {
      renderInArena(customization, headings: headings, codeHTML: codeHTML)
    }
  }

  private func renderInArena(
    _ customization: HTMLCustomization, headings: [MarkdownHeading], codeHTML: [String?]?
  ) -> Data {
    let extensions = cmark_parser_get_syntax_extensions(parser)
    if let rewrite = customization.link {
      for node in linkNodes {
        let destination = string(cmark_node_get_url(node))
        let rewritten = rewrite(destination)
        if rewritten != destination { cmark_node_set_url(node, rewritten) }
      }
    }
    if let alert = customization.alert {
      for node in quoteNodes { replaceAlert(node, alert) }
    }
    if let heading = customization.heading {
      for (node, info) in zip(headingNodes, headings) {
        var html = renderNode(node, extensions: extensions)
        // NB: keep what is between `<hN>` and `</hN>`.
        if let open = html.utf8.firstIndex(of: UInt8(ascii: ">")),
          let close = html.utf8.lastIndex(of: UInt8(ascii: "<")), open < close
        {
          html = String(html[html.index(after: open)..<close])
        }
        replace(node, withHTML: heading(info, html))
      }
    }
    if let codeHTML {
      for (node, html) in zip(codeNodes, codeHTML) {
        if let html { replace(node, withHTML: html) }
      }
    }
    guard
      let rendered = cmark_render_html_with_mem(
        root, Tree.renderOptions, extensions, cmark_get_default_mem_allocator())
    else { return Data() }
    // NB: cmark-gfm's default allocator is the C library's, so its buffer is freed with `free`.
    return Data(bytesNoCopy: rendered, count: strlen(rendered), deallocator: .free)
  }

  /// `node` as HTML.
  ///
  /// NB: the output buffer comes from the system's allocator, not the arena.
  private func renderNode(_ node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?)
    -> String
  {
    guard
      let rendered = cmark_render_html_with_mem(
        node, Tree.renderOptions, extensions, cmark_get_default_mem_allocator())
    else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  private func replace(_ node: OpaquePointer, withHTML html: String) {
    guard let block = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, Tree.memory) else { return }
    cmark_node_set_literal(block, html)
    cmark_node_replace(node, block)
    cmark_node_free(node)
  }

  /// Turns `> [!NOTE]` block quotes into the callout markup `alert` chooses.
  private func replaceAlert(
    _ quote: OpaquePointer, _ alert: (AlertKind) -> (open: String, close: String)
  ) {
    guard let paragraph = cmark_node_first_child(quote),
      cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
    else { return }
    // NB: cmark splits `[!NOTE]` into several text nodes, so join them up to the first break.
    var marker = ""
    var markerNodes: [OpaquePointer] = []
    var child = cmark_node_first_child(paragraph)
    while let node = child, cmark_node_get_type(node) == CMARK_NODE_TEXT {
      marker += string(cmark_node_get_literal(node))
      markerNodes.append(node)
      child = cmark_node_next(node)
    }
    let trimmed = marker.trimmingWhitespaces()
    guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"),
      let kind = AlertKind(rawValue: trimmed.dropFirst(2).dropLast().uppercased())
    else { return }
    if let next = child {
      let type = cmark_node_get_type(next)
      guard type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK else { return }
      markerNodes.append(next)
    }
    for node in markerNodes {
      cmark_node_unlink(node)
      cmark_node_free(node)
    }
    if cmark_node_first_child(paragraph) == nil {
      cmark_node_unlink(paragraph)
      cmark_node_free(paragraph)
    }
    guard let callout = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, Tree.memory) else {
      return
    }
    let markup = alert(kind)
    cmark_node_set_on_enter(callout, markup.open)
    cmark_node_set_on_exit(callout, markup.close)
    while let block = cmark_node_first_child(quote) {
      cmark_node_unlink(block)
      cmark_node_append_child(callout, block)
    }
    cmark_node_replace(quote, callout)
    cmark_node_free(quote)
  }

  private func plainText(_ node: OpaquePointer) -> String {
    var text = ""
    let iterator = cmark_iter_new(node)
    defer { cmark_iter_free(iterator) }
    while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
      guard let child = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(child) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE:
        if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER {
          text += string(cmark_node_get_literal(child))
        }
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
        text += " "
      default:
        break
      }
    }
    return text.trimmingWhitespaces()
  }

  /// The line of an inline node, or of the nearest block around it when cmark has none.
  private func line(of node: OpaquePointer) -> Int {
    var current: OpaquePointer? = node
    while let candidate = current {
      let line = Int(cmark_node_get_start_line(candidate))
      if line > 0 { return line }
      current = cmark_node_parent(candidate)
    }
    return 1
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
