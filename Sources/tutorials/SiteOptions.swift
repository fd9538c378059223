import ArgumentParser

/// Options every command that reads the site shares.
struct SiteOptions: ParsableArguments {
  @Option(name: .long, help: "The folder with Tutorials/, translations/ and site/.")
  var root: String = "."

  @Option(name: .long, help: "A folder with templates/ and assets/ (default: <root>/site).")
  var theme: String?
}
