import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A deliberately dumb HTTP/1.1 client over a POSIX socket.
///
/// Request paths reach the server exactly as written (URLSession would normalise `..` away).
/// Blocking work runs on a dispatch queue, off the cooperative pool the server also uses.
package struct RawHTTPClient {
  package struct Response {
    package var status: Int
    package var headers: [String: String]
    package var body: String
  }

  package enum Failure: Error {
    case cannotConnect
    case noResponse(String)
  }

  package let port: Int

  package init(port: Int) { self.port = port }

  /// Sends `method path` and reads the whole response (the connection is closed after it).
  package func send(_ method: String, _ path: String, headers: [String: String] = [:]) async throws
    -> Response
  {
    var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    request += "\r\n"
    let raw = try await exchange(request, until: nil)
    return try Self.parse(raw)
  }

  /// Sends `request` and reads until `marker` appears (or the connection closes), calling
  /// `afterFirstRead` once the first bytes arrived.
  package func exchange(
    _ request: String, until marker: String?, afterFirst: String? = nil,
    onFirst: (@Sendable () -> Void)? = nil
  ) async throws -> String {
    let port = port
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        do {
          continuation.resume(
            returning: try Self.blockingExchange(
              port: port, request: request, until: marker, afterFirst: afterFirst,
              onFirst: onFirst))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  private static func blockingExchange(
    port: Int, request: String, until marker: String?, afterFirst: String?,
    onFirst: (@Sendable () -> Void)?
  ) throws -> String {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure.cannotConnect }
    defer { close(fd) }
    // NB: a guard against hanging forever, not a timing assertion.
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure.cannotConnect }
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var calledFirst = false
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[0..<count]
      let text = String(decoding: received, as: UTF8.self)
      if let afterFirst {
        guard let range = text.range(of: afterFirst) else { continue }
        if !calledFirst {
          calledFirst = true
          onFirst?()
        }
        if let marker, text[range.upperBound...].contains(marker) { break }
      } else if let marker, text.contains(marker) {
        break
      }
    }
    return String(decoding: received, as: UTF8.self)
  }

  package static func parse(_ raw: String) throws -> Response {
    guard let split = raw.range(of: "\r\n\r\n") else { throw Failure.noResponse(raw) }
    let head = raw[..<split.lowerBound].components(separatedBy: "\r\n")
    guard let statusLine = head.first, statusLine.hasPrefix("HTTP/1.1 "),
      let status = Int(statusLine.dropFirst(9).prefix(3))
    else { throw Failure.noResponse(raw) }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: String(raw[split.upperBound...]))
  }
}
