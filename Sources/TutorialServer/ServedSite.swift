import Foundation
import Hummingbird
import TutorialSite

/// The files the server answers with: the last good rendering, with the live-reload script
/// (and, while the site is broken, the errors) put into every HTML page.
package struct ServedSite: Sendable {
  /// One file ready to send.
  struct File: Sendable {
    /// The file as rendered, before the script and banner were put in.
    var rendered: Data
    var body: ByteBuffer
    var contentType: String
    var etag: String
    /// The headers of a `200 OK` answer, made once rather than per request.
    var headers: HTTPFields

    init(rendered: Data, body: ByteBuffer, contentType: String, etag: String) {
      self.rendered = rendered
      self.body = body
      self.contentType = contentType
      self.etag = etag
      headers = [
        .contentType: contentType, .eTag: etag, .cacheControl: "no-cache",
        .contentLength: String(body.readableBytes),
      ]
    }
  }

  var files: [String: File] = [:]
  /// Increases with every rebuild; sent to browsers to make them reload.
  var version = 0
  /// The errors shown on every page, as HTML; empty when there are none.
  private var banner = ""

  /// The path of the live-reload event stream.
  static let eventsPath = "/__kata/events"

  /// Prepares `rendered` for serving, showing `errors` on every page when there are any.
  ///
  /// A file that `previous` served as rendered here, with the same errors, is served as it was
  /// there rather than prepared again: after an edit, most of a large site is.
  init(rendered: RenderedSite, errors: [String], version: Int, previous: ServedSite? = nil) {
    self.version = version
    // NB: browsers allow six connections per host over HTTP/1.1, so each page closes its
    // stream when it is hidden (including into the back-forward cache) and reopens it on return.
    let script = """
      <script>(function(){var s;function o(){s=new EventSource("\(Self.eventsPath)");\
      s.onmessage=function(){location.reload()};}o();\
      addEventListener("pagehide",function(){s.close()});\
      addEventListener("pageshow",function(e){if(e.persisted)o()});})();</script>
      """
    let banner =
      errors.isEmpty
      ? ""
      : "<div class=\"build-error\" role=\"alert\">"
        + HTML.escape(errors.joined(separator: "\n")) + "</div>"
    self.banner = banner
    let reusable = previous?.banner == banner ? previous?.files ?? [:] : [:]
    for (path, data) in rendered.files {
      if let file = reusable[path], file.rendered == data {
        files[path] = file
        continue
      }
      var bytes = data
      if path.hasSuffix(".html"), var html = String(data: data, encoding: .utf8) {
        if !banner.isEmpty, let body = html.range(of: "<body") {
          if let end = html[body.upperBound...].firstIndex(of: ">") {
            html.insert(contentsOf: banner, at: html.index(after: end))
          }
        }
        if let close = html.range(of: "</body>", options: .backwards) {
          html.insert(contentsOf: script, at: close.lowerBound)
        } else {
          html += script
        }
        bytes = Data(html.utf8)
      }
      files[path] = File(
        rendered: data, body: ByteBuffer(bytes: bytes), contentType: ContentType.forPath(path),
        etag: Self.etag(bytes))
    }
  }

  init() {}

  /// A strong ETag: the FNV-1a hash of the contents and their length.
  static func etag(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))-\(String(data.count, radix: 16))\""
  }
}
