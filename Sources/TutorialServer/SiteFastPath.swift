import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers GET and HEAD requests for files of the site right on the connection's event loop,
/// with the same response ``SiteResponder`` gives, and passes every other request on to it.
///
/// NB: Hummingbird hands each request to an async task and takes the response back, which costs
/// more than building the answer: the served files are ready-made buffers and headers. The
/// event stream, redirects and errors still go through ``SiteResponder``. While a request passed
/// on is unanswered, later requests on the connection are passed on too, so answers keep their
/// order.
final class SiteFastPath: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let state: ServerState
  private let date: HTTPDate
  /// The answer to the request being read, sent when the request ends.
  private var pending: (head: HTTPResponse, body: ByteBuffer?, close: Bool)?
  /// Requests passed on whose response has not ended yet.
  private var passedOn = 0

  init(state: ServerState, date: HTTPDate) {
    self.state = state
    self.date = date
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let request):
      if passedOn == 0, let answer = answer(request) {
        pending = answer
        return
      }
      passedOn += 1
      context.fireChannelRead(data)
    case .body:
      if pending == nil { context.fireChannelRead(data) }
    case .end:
      guard let answer = pending else {
        context.fireChannelRead(data)
        return
      }
      pending = nil
      context.write(wrapOutboundOut(.head(answer.head)), promise: nil)
      if let body = answer.body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
      if answer.close {
        // NB: closed once the answer is written, as Hummingbird does.
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
          context.close(promise: nil)
        }
      } else {
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      }
    }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data), passedOn > 0 { passedOn -= 1 }
    context.write(data, promise: promise)
  }

  /// The answer when `request` asks for a file of the site with GET or HEAD, else `nil`.
  private func answer(_ request: HTTPRequest) -> (
    head: HTTPResponse, body: ByteBuffer?, close: Bool
  )? {
    guard request.method == .get || request.method == .head, var path = request.path,
      path.hasPrefix("/")
    else { return nil }
    if let end = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") })
    {
      path = String(path[..<end])
    }
    guard path != ServedSite.eventsPath, let relative = try? SitePath.resolve(path),
      let file = state.site.withLock({ $0.files[relative] })
    else { return nil }
    var (head, body) = SiteResponder.answer(
      file, ifNoneMatch: request.headerFields[.ifNoneMatch], isHead: request.method == .head)
    // NB: as Hummingbird's `Response` and `Application` do for the same answer.
    if !head.headerFields.contains(.contentLength) { head.headerFields[.contentLength] = "0" }
    head.headerFields[.date] = date.now
    return (head, body, request.headerFields[.connection] == "close")
  }
}
