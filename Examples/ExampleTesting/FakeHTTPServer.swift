import Foundation
import TutorialSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP server on 127.0.0.1 that answers each request with what `respond` says.
///
/// It takes one connection at a time on a thread of its own and stops by itself when it has
/// waited `idleTimeout` for a request, so a test that forgets it never leaves it running.
public final class FakeHTTPServer: Sendable {
  /// A canned answer.
  public struct Response: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The JSON body.
    public var body: String

    /// An answer with `status` and the JSON `body`.
    public init(status: Int, body: String) {
      self.status = status
      self.body = body
    }
  }

  /// The port the kernel chose.
  public let port: UInt16
  /// Every request target (`/v1/search?name=…`) received, in order.
  public var requests: [String] { received.value }

  private let listener: Int32
  private let received = Locked<[String]>([])
  private let stopped = Locked(false)

  /// Starts listening; `respond` gets each request's target and returns its answer.
  public init(
    idleTimeout: Duration = .seconds(60),
    respond: @escaping @Sendable (String) -> Response
  ) throws {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let listener = socket(AF_INET, stream, 0)
    guard listener >= 0 else { throw POSIXError(.EIO) }
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    port = UInt16(bigEndian: address.sin_port)
    let milliseconds = Int32(idleTimeout.components.seconds * 1_000)
    Thread { [self] in serve(idleMilliseconds: milliseconds, respond: respond) }.start()
  }

  /// The server's address: `http://127.0.0.1:PORT`.
  public var url: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// Stops taking connections.
  public func stop() {
    stopped.set(true)
    shutdown(listener, Int32(SHUT_RDWR))
  }

  private func serve(idleMilliseconds: Int32, respond: (String) -> Response) {
    defer { close(listener) }
    while !stopped.value {
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, idleMilliseconds) > 0, !stopped.value else { return }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      defer { close(connection) }
      guard let target = readRequestTarget(connection) else { continue }
      received.withLock { $0.append(target) }
      let response = respond(target)
      let body = Array(response.body.utf8)
      let head =
        "HTTP/1.1 \(response.status) Fake\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      let bytes = Array(head.utf8) + body
      _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
    }
  }

  /// Reads up to the end of the request's head and returns its target.
  private func readRequestTarget(_ connection: Int32) -> String? {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !head.ends(with: Array("\r\n\r\n".utf8)), head.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      head += buffer[0..<count]
    }
    let requestLine = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first
    let parts = requestLine?.split(separator: " ") ?? []
    return parts.count >= 2 ? String(parts[1]) : nil
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
