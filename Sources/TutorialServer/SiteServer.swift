import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import TutorialModel
import TutorialSite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The local preview server: renders the site in memory, serves it with Hummingbird, watches
/// the guides, templates and assets, rebuilds on change and reloads open pages.
///
/// ```swift
/// let server = SiteServer(.init(root: ".", port: 8080))
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
///
/// While the site has errors, the last good pages stay up with the errors shown on them.
/// Cancel the task running ``run(onReady:log:)`` to stop.
public struct SiteServer: Sendable {
  /// Where and what to serve.
  public struct Configuration: Sendable {
    public var root: String
    public var host: String
    /// The port; `0` picks a free one (reported to `onReady`).
    public var port: Int
    public var options: RenderOptions
    /// How often the watcher looks for changes.
    public var pollInterval: Duration

    public init(
      root: String, host: String = "127.0.0.1", port: Int = 8080, options: RenderOptions = .init(),
      pollInterval: Duration = .milliseconds(300)
    ) {
      self.root = root
      self.host = host
      self.port = port
      self.options = options
      self.pollInterval = pollInterval
    }
  }

  public let configuration: Configuration

  public init(_ configuration: Configuration) { self.configuration = configuration }

  /// Builds the site, then serves it until the task is cancelled.
  /// - Parameters:
  ///   - onReady: Called with the port once the server listens.
  ///   - log: Receives progress and errors, one line at a time.
  /// - Throws: ``ServeError`` when the address cannot be used.
  public func run(
    onReady: @escaping @Sendable (Int) async -> Void = { _ in },
    log: @escaping @Sendable (String) -> Void = { print($0) }
  ) async throws {
    try checkPortIsFree()
    let state = ServerState()
    let watcher = SiteWatcher(folders: watchedFolders())
    // NB: take the first fingerprint before building, so no edit after the build is missed.
    let initialFingerprint = watcher.fingerprint()
    var builder = Builder(configuration: configuration, log: log)
    state.publish(builder.build())

    let date = HTTPDate()
    let app = Application(
      responder: SiteResponder(state: state),
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [SiteFastPath(state: state, date: date)])),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
      logger: Self.serverLogger())
    let interval = configuration.pollInterval
    let initialBuilder = builder

    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await Self.serve(app) }
        group.addTask {
          var builder = initialBuilder
          var last = initialFingerprint
          defer { state.broadcaster.finish() }
          while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            if Task.isCancelled { break }
            let current = watcher.fingerprint()
            guard current != last else { continue }
            last = current
            state.publish(builder.build())
          }
        }
        try await group.next()
        group.cancelAll()
      }
    } catch {
      let text = "\(error)"
      if text.contains("Address already in use") || text.contains("EADDRINUSE") {
        throw ServeError.portInUse(port: configuration.port)
      }
      if error is CancellationError { return }
      throw ServeError.cannotListen(
        host: configuration.host, port: configuration.port, reason: text)
    }
  }

  private func watchedFolders() -> [String] {
    let root = URL(fileURLWithPath: configuration.root).standardizedFileURL
    // NB: guides quote regions of the examples' and libraries' sources, whose pages show them.
    var folders = [
      SiteLoader.tutorialsFolder, SiteLoader.translationsFolder, "site", "Examples", "Sources",
    ].map { root.appendingPathComponent($0).path }
    if let theme = configuration.options.themeDirectory { folders.append(theme) }
    return folders
  }

  /// Fails early with a clear message when something already listens on the port.
  private func checkPortIsFree() throws {
    guard configuration.port != 0 else { return }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(truncatingIfNeeded: configuration.port).bigEndian)
    // NB: only IPv4 literals are checked here; other hosts rely on the bind error below.
    guard inet_pton(AF_INET, configuration.host, &address.sin_addr) == 1 else { return }
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return }
    defer { close(fd) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if result != 0 && errno == EADDRINUSE {
      throw ServeError.portInUse(port: configuration.port)
    }
  }
}

/// Rebuilds the site, making again only what changed, and remembers the last good rendering.
private struct Builder: Sendable {
  let session: SiteBuild.Session
  let log: @Sendable (String) -> Void
  var lastGood: RenderedSite?
  var lastServed: ServedSite?
  var version = 0

  init(configuration: SiteServer.Configuration, log: @escaping @Sendable (String) -> Void) {
    session = SiteBuild.Session(root: configuration.root, options: configuration.options)
    self.log = log
  }

  mutating func build() -> ServedSite {
    version += 1
    let output = session.run()
    for message in output.messages { log(message) }
    if let rendered = output.rendered {
      if let previous = lastGood {
        let changed = rendered.files.keys.filter { previous.files[$0] != rendered.files[$0] }
        log(
          "Rebuilt: \(changed.count) file(s) changed\(changed.isEmpty ? "" : ": ")"
            + changed.sorted().prefix(10).joined(separator: ", "))
      }
      lastGood = rendered
    } else {
      log("The site has errors; still serving the last good pages.")
    }
    let fallback = RenderedSite(files: [
      "index.html": Data(
        (#"<!DOCTYPE html><html><head><meta charset="utf-8"><title>Error</title></head>"#
          + "<body></body></html>").utf8)
    ])
    let served = ServedSite(
      rendered: lastGood ?? fallback, errors: output.hasErrors ? output.messages : [],
      version: version, previous: lastServed)
    lastServed = served
    return served
  }
}

extension SiteServer {
  /// Runs `app` until the task is cancelled, then shuts it down gracefully.
  ///
  /// The server stops accepting connections, closes idle ones and lets the requests in flight
  /// finish (live-reload streams end when the watcher stops). Cancelling the server's own task
  /// instead made Hummingbird log two errors at every stop ("Waiting on child channel:
  /// CancellationError()", "Server shutdown error: Already closed").
  fileprivate static func serve(_ app: some ApplicationProtocol & Service) async throws {
    let services = ServiceGroup(
      configuration: .init(services: [app], gracefulShutdownSignals: [], logger: app.logger))
    // NB: not a child task, so the cancellation reaches the services only as a shutdown.
    let running = Task { try await services.run() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await services.triggerGracefulShutdown() }
    }
  }

  /// Hummingbird's logger, at `warning` unless `LOG_LEVEL` says otherwise: its `info` line on
  /// start repeated, with a time stamp, the address the caller prints (`onReady`).
  fileprivate static func serverLogger() -> Logger {
    var logger = Logger(label: "Hummingbird")
    let level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap {
      Logger.Level(rawValue: $0)
    }
    logger.logLevel = level ?? .warning
    return logger
  }
}
