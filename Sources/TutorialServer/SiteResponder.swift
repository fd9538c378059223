import Foundation
import Hummingbird
import TutorialSupport

/// What the server shares between its watcher and its request handlers.
final class ServerState: Sendable {
  let site = Locked(ServedSite())
  let broadcaster = ReloadBroadcaster()

  /// Replaces the served files and tells open pages to reload.
  func publish(_ served: ServedSite) {
    site.set(served)
    broadcaster.broadcast(served.version)
  }
}

/// Answers requests from the served files: GET and HEAD only, ETag and `304 Not Modified`,
/// the live-reload event stream, and nothing outside the site.
struct SiteResponder: HTTPResponder {
  typealias Context = BasicRequestContext
  let state: ServerState

  func respond(to request: Request, context: Context) async throws -> Response {
    let isHead = request.method == .head
    guard request.method == .get || isHead else {
      return Self.plain(
        .methodNotAllowed, "Only GET and HEAD are supported.\n", [.allow: "GET, HEAD"])
    }
    let path = request.uri.path
    if path == ServedSite.eventsPath { return events() }
    let relative: String
    do {
      relative = try SitePath.resolve(path)
    } catch {
      return Self.plain(.badRequest, "This path is not part of the site.\n")
    }
    guard let file = state.site.withLock({ $0.files[relative] }) else {
      if state.site.withLock({ $0.files[relative + "/index.html"] }) != nil {
        return Response(status: .movedPermanently, headers: [.location: path + "/"])
      }
      return Self.plain(.notFound, "Not found: \(relative)\n")
    }
    let answer = Self.answer(file, ifNoneMatch: request.headers[.ifNoneMatch], isHead: isHead)
    return Response(
      status: answer.head.status, headers: answer.head.headerFields,
      body: answer.body.map { ResponseBody(byteBuffer: $0) } ?? ResponseBody())
  }

  /// The answer to a GET (or, with `isHead`, HEAD) request for `file`: `304 Not Modified` when
  /// `ifNoneMatch` matches its ETag, else `200 OK` with the file unless it is a HEAD request.
  static func answer(_ file: ServedSite.File, ifNoneMatch: String?, isHead: Bool) -> (
    head: HTTPResponse, body: ByteBuffer?
  ) {
    if let match = ifNoneMatch,
      match == "*"
        || match.split(separator: ",").contains(where: {
          $0.trimmingCharacters(in: .whitespaces) == file.etag
        })
    {
      return (
        HTTPResponse(
          status: .notModified,
          headerFields: [
            .contentType: file.contentType, .eTag: file.etag, .cacheControl: "no-cache",
          ]),
        nil
      )
    }
    return (HTTPResponse(status: .ok, headerFields: file.headers), isHead ? nil : file.body)
  }

  /// A server-sent event stream that sends the site's version after each rebuild.
  private func events() -> Response {
    let stream = state.broadcaster.subscribe()
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
      body: ResponseBody { writer in
        try await writer.write(ByteBuffer(string: ": connected\n\n"))
        for await version in stream {
          try await writer.write(ByteBuffer(string: "data: \(version)\n\n"))
        }
        try await writer.finish(nil)
      })
  }

  private static func plain(
    _ status: HTTPResponse.Status, _ text: String, _ extra: HTTPFields = [:]
  ) -> Response {
    var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
    headers.append(contentsOf: extra)
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
