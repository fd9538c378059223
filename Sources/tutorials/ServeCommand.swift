import ArgumentParser
import Dispatch
import Foundation
import TutorialServer
import TutorialSite

/// `tutorials serve`: previews the site with live reload.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the site locally, re-rendering and reloading when files change."
  )

  @OptionGroup var site: SiteOptions

  @Option(name: .long, help: "The address to listen on.")
  var host: String = "127.0.0.1"

  @Option(name: .long, help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  func run() async throws {
    let apiReference: APIReference?
    do {
      apiReference = try site.loadAPIReference()
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode.failure
    }
    let server = SiteServer(
      .init(
        root: site.root, host: host, port: port,
        options: RenderOptions(themeDirectory: site.theme, apiReference: apiReference)))
    let host = host
    let task = Task {
      try await server.run(
        onReady: { port in
          // NB: written unbuffered, so scripts reading a pipe see the address at once.
          FileHandle.standardOutput.write(
            Data("Serving the guides at http://\(host):\(port)/ (Ctrl-C to stop)\n".utf8))
        },
        log: { line in
          FileHandle.standardError.write(Data((line + "\n").utf8))
        })
    }
    // NB: stop on Ctrl-C or SIGTERM by cancelling the server, which closes live-reload streams.
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let sources = [SIGINT, SIGTERM].map { signalNumber in
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { task.cancel() }
      source.resume()
      return source
    }
    defer { sources.forEach { $0.cancel() } }
    do {
      try await task.value
    } catch let error as ServeError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
