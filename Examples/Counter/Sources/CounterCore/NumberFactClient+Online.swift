import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NumberFactClient {
  /// Facts from an HTTP numbers API (numbersapi.com's `GET /{number}` returning plain text).
  ///
  /// Fails fast with ``NumberFactError/offline(host:reason:)`` when the service cannot be
  /// reached, so a machine without a network says so instead of hanging.
  public static let online = NumberFactClient.online(
    baseURL: URL(string: "http://numbersapi.com") ?? URL(fileURLWithPath: "/"))

  /// Facts from the numbers API at `baseURL`, waiting at most `timeout` for an answer.
  public static func online(baseURL: URL, timeout: TimeInterval = 5) -> NumberFactClient {
    NumberFactClient { number in
      let host = baseURL.host ?? baseURL.absoluteString
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = timeout
      configuration.timeoutIntervalForResource = timeout
      let session = URLSession(configuration: configuration)
      defer { session.finishTasksAndInvalidate() }
      let url = baseURL.appendingPathComponent(String(number))
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch let error as URLError {
        throw NumberFactError.offline(host: host, reason: error.localizedDescription)
      } catch {
        throw NumberFactError.offline(host: host, reason: "\(error)")
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200, let text = String(data: data, encoding: .utf8), !text.isEmpty else {
        throw NumberFactError.badResponse(host: host, status: status)
      }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
