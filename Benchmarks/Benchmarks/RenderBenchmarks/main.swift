import Foundation
import TutorialKit

// Render throughput of the tutorial runner against the cmark-gfm CLI on the same ≥ 20 MB
// corpus, measured in the same run and printed as a ratio (target ≥ 0.5). The CLI of
// Debian's cmark-gfm 0.29 has no footnotes switch, so it runs without them.
//
//   swift run -c release RenderBenchmarks [--megabytes 20] [--files 40] [--runs 3]

func argument(_ name: String, default value: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
    let number = Int(arguments[index + 1])
  else { return value }
  return number
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func findExecutable(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}

let megabytes = argument("--megabytes", default: 20)
let fileCount = argument("--files", default: 40)
let runs = argument("--runs", default: 3)

guard let cmark = findExecutable("cmark-gfm") else {
  FileHandle.standardError.write(
    Data("cmark-gfm not found; install it with: sudo apt-get install -y cmark-gfm\n".utf8))
  exit(1)
}

let work = FileManager.default.temporaryDirectory
  .appendingPathComponent("kata-render-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: work) }
let root = work.appendingPathComponent("site")
let files = try CorpusGenerator(targetBytes: megabytes * 1_000_000, fileCount: fileCount)
  .write(to: root)
let bytes = try files.reduce(0) {
  $0 + (try FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int ?? 0)
}
// NB: the theme is the repository's own `site/`, two folders up from this package.
let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("site").path
let output = work.appendingPathComponent("_site")
print(
  "corpus: \(files.count) guides, \(String(format: "%.1f", Double(bytes) / 1e6)) MB")

func runCmark() throws {
  for file in files {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: cmark)
    process.arguments = [
      "--extension", "table", "--extension", "strikethrough", "--extension", "autolink",
      "--extension", "tasklist", "--extension", "tagfilter", "--unsafe",
      "--to", "html", file.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
}

func runTutorials() throws {
  let build = SiteBuild.run(root: root.path, options: RenderOptions(themeDirectory: theme))
  guard let rendered = build.rendered else {
    throw NSError(
      domain: "RenderBenchmarks", code: 1,
      userInfo: [NSLocalizedDescriptionKey: build.messages.joined(separator: "\n")])
  }
  try rendered.write(to: output)
  try? FileManager.default.removeItem(at: output)
}

var cmarkBest = Double.infinity
var tutorialsBest = Double.infinity
for run in 1...runs {
  let cmarkTime = try seconds(runCmark)
  let tutorialsTime = try seconds(runTutorials)
  cmarkBest = min(cmarkBest, cmarkTime)
  tutorialsBest = min(tutorialsBest, tutorialsTime)
  print(
    "run \(run): cmark-gfm \(String(format: "%.3f", cmarkTime)) s, "
      + "tutorials render \(String(format: "%.3f", tutorialsTime)) s")
}
let megabytesDone = Double(bytes) / 1e6
print(
  "cmark-gfm:        \(String(format: "%.1f", megabytesDone / cmarkBest)) MB/s (best of \(runs))")
print(
  "tutorials render: \(String(format: "%.1f", megabytesDone / tutorialsBest)) MB/s "
    + "(load, parse, highlight, template, search index, write)")
print(
  "ratio (tutorials ÷ cmark-gfm): \(String(format: "%.2f", cmarkBest / tutorialsBest)) (target ≥ 0.5)"
)
