import ArgumentParser

/// The tutorial runner: renders, serves and checks the guides.
@main
struct Tutorials: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tutorials",
    abstract: "Render, serve and check the Kata guides.",
    // NB: add new commands here; each lives in its own file.
    subcommands: [RenderCommand.self, ServeCommand.self]
  )
}
