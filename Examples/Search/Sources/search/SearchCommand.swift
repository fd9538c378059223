import ArgumentParser
import Foundation
import Kata
import SearchCore
import TerminalUI

/// `search`: find any city of the world, see its local time, sunrise and sunset.
@main
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find a city of the world by any of its names; see its time, sunrise and sunset.",
    discussion: """
      Type to search (after a 300 ms pause); ↑/↓ choose, enter shows the city's details, \
      ctrl-o makes it home (distances are measured from home), esc quits.

      Script commands (one per line, on standard input or in --script FILE; N is the number \
      shown in the results):
      \(SearchScript.commands.help)

      With --query or --details it prints once and exits, for use from other programs.
      City data: GeoNames (https://www.geonames.org), CC BY 4.0.
      """
  )

  @OptionGroup var frontEnd: FrontEndOptions

  @Option(help: ArgumentHelp("Print the cities matching TEXT and exit.", valueName: "TEXT"))
  var query: String?

  @Option(help: ArgumentHelp("How many cities --query prints.", valueName: "N"))
  var limit = 10

  @Option(
    help: ArgumentHelp(
      "Print the sun times of the city with GeoNames id ID and exit.", valueName: "ID"))
  var details: String?

  @Option(
    help: ArgumentHelp(
      "The day for sun times, on the city's calendar (default: today there).",
      valueName: "YYYY-MM-DD"))
  var date: String?

  @Option(help: ArgumentHelp("How --query and --details print.", valueName: "text|json"))
  var format = OutputFormat.text

  @Option(
    help: ArgumentHelp(
      "Measure distances from the city with GeoNames id ID.", valueName: "ID"))
  var home: String?

  @Flag(help: "Search Open-Meteo's geocoding API instead of the built-in data.")
  var online = false

  @Option(
    name: .customLong("geocoding-api"),
    help: ArgumentHelp(
      "Search the Open-Meteo-style geocoding API at URL (implies --online).", valueName: "URL"))
  var geocodingAPI: String?

  @Option(
    name: .customLong("data"),
    help: ArgumentHelp(
      "Search the cities in FILE (written by scripts/derive-cities.py) instead of the built-in "
        + "ones.", valueName: "FILE"))
  var dataPath: String?

  func run() async throws {
    let status = await Self.run(self)
    if status != 0 { throw ExitCode(status) }
  }

  /// Checks the options, picks the client and runs the mode they ask for.
  @MainActor
  static func run(_ options: SearchCommand) async -> Int32 {
    let client: CityClient
    let day: LocalDate?
    let homeID: Int?
    do {
      client = try options.client()
      day = try options.date.map(parseDate)
      homeID = try options.home.map { try parseID($0, option: "--home") }
      guard options.limit > 0 else { throw UsageError("--limit must be 1 or more") }
    } catch {
      TerminalOutput.writeError(message(error) + "\n")
      return 1
    }
    let dated = client.on(day)
    return await withDependencies {
      $0.cityClient = dated
    } operation: {
      let output = SearchOutput(format: options.format, client: dated)
      do {
        var home: City?
        if let homeID { home = try await dated.city(homeID) }
        if let query = options.query {
          TerminalOutput.write(try await output.query(query, limit: options.limit))
          return 0
        }
        if let id = options.details {
          let id = try parseID(id, option: "--details")
          TerminalOutput.write(try await output.details(id, home: home))
          return 0
        }
        // NB: Load the data while the user types the first letters, not after the first pause.
        let warmUp = Task.detached { _ = try? await dated.search("", 1) }
        defer { warmUp.cancel() }
        return await interactive(home: home, frontEnd: options.frontEnd)
      } catch {
        TerminalOutput.writeError(message(error) + "\n")
        return 1
      }
    }
  }

  /// The one line that says what went wrong; data errors already name their file and line.
  private static func message(_ error: any Error) -> String {
    switch error {
    case let error as GazetteerError: return "\(error)"
    case SearchError.data(let error): return "\(error)"
    default: return "error: \(error)"
    }
  }

  @MainActor
  static func interactive(home: City?, frontEnd options: FrontEndOptions) async -> Int32 {
    let store = Store(initialState: Search.State(home: home)) { Search() }
    let frontEnd = FrontEnd(
      store: store,
      commands: SearchScript.commands,
      action: SearchScript.action,
      describe: SearchView.describe
    )
    return await frontEnd.run(options: options) { () throws(TerminalError) in
      let screen = SearchScreen(store: store, style: Style.detect())
      try await screen.run()
    }
  }

  private func client() throws -> CityClient {
    if let geocodingAPI {
      guard let url = URL(string: geocodingAPI), url.host != nil else {
        throw UsageError(
          "--geocoding-api needs an http URL, such as https://geocoding-api.open-meteo.com")
      }
      return .online(baseURL: url)
    }
    if online { return .online() }
    if let dataPath {
      let url = URL(fileURLWithPath: dataPath)
      let loaded = Result { () throws(GazetteerError) in try Gazetteer.load(contentsOf: url) }
      if case .failure(let error) = loaded { throw error }
      return .offline { loaded }
    }
    return .offline
  }

  private static func parseDate(_ text: String) throws -> LocalDate {
    guard let date = LocalDate(parsing: text) else {
      throw UsageError("--date: '\(text)' is not a day; write it as YYYY-MM-DD, such as 2025-06-21")
    }
    return date
  }

  private static func parseID(_ text: String, option: String) throws -> Int {
    guard let id = Int(text), id > 0 else {
      throw UsageError("\(option): '\(text)' is not a GeoNames id; find ids with --query")
    }
    return id
  }
}

/// A command-line mistake, said in one line.
struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// How `--query` and `--details` print.
enum OutputFormat: String, ExpressibleByArgument {
  case text, json
}

extension CityClient {
  /// The client with sun times for `day` instead of today, when a day is given.
  func on(_ day: LocalDate?) -> CityClient {
    guard let day else { return self }
    var client = self
    client.details = { city, now in try CityDetails.make(for: city, now: now, date: day) }
    return client
  }
}
