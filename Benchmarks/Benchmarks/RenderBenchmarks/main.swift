import Foundation
import TutorialModel
import TutorialSite

// Render throughput of the tutorial runner against the cmark-gfm CLI on the same ≥ 20 MB
// corpus, measured in the same run and printed as a ratio (target ≥ 0.8, aim 1.0). The CLI of
// Debian's cmark-gfm 0.29 has no footnotes switch, so it runs without them.
//
// The CLI runs once per file, one after the other, started with posix_spawn and awaited with
// waitpid, writing each page to a file as `tutorials render` does; deleting the outputs of
// either is not measured. NB: Foundation's `Process.waitUntilExit()` on Linux polls its run
// loop in 50 ms steps, which more than doubled the CLI's measured time; that figure (output to
// /dev/null, as the benchmark measured it before) is still printed, marked as such, so it can
// be compared with notes written before.
//
// `tutorials render` is measured twice: on one thread, and with its default concurrency
// (guides loaded and rendered on one thread per core).
//
//   swift run -c release RenderBenchmarks [--megabytes 20] [--files 40] [--runs 3]
//
// `--only-render THREADS` renders the corpus `--runs` times on THREADS threads and prints each
// time, nothing else: a steady load for a profiler such as `perf record`. `--profile-incremental`
// is the same for the live preview: one build, then `--runs` rebuilds after one guide is edited.
//
// Then the live preview's figure (issue 21: ≤ 0.05): one guide of the corpus is edited and a
// `SiteBuild.Session` that built the site before builds it again (what `tutorials serve` does
// at every change), against a full build of the same files, both in memory as `serve` keeps
// them, with the default concurrency, alternating, `--runs` times. `--only-incremental` prints
// only that figure.

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
/// Ends a mode that runs alone, removing the corpus first (`exit` skips the `defer` above).
func finish() -> Never {
  try? FileManager.default.removeItem(at: work)
  exit(0)
}
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

let cmarkArguments = [
  "--extension", "table", "--extension", "strikethrough", "--extension", "autolink",
  "--extension", "tasklist", "--extension", "tagfilter", "--unsafe", "--to", "html",
]

struct SpawnError: Error, CustomStringConvertible {
  var description: String
}

let cmarkOutput = work.appendingPathComponent("cmark-out")

/// Runs `cmark-gfm` on each file in turn, writing `NN-slug.html` next to the others as
/// `tutorials render` writes its pages, and waits for each with waitpid.
func runCmark() throws {
  try FileManager.default.createDirectory(at: cmarkOutput, withIntermediateDirectories: true)
  for file in files {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let html = cmarkOutput.appendingPathComponent(
      file.deletingPathExtension().lastPathComponent + ".html")
    posix_spawn_file_actions_addopen(&actions, 1, html.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let arguments = [cmark] + cmarkArguments + [file.path]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, cmark, &actions, nil, &argv, environ)
    guard spawned == 0 else { throw SpawnError(description: "posix_spawn failed: \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard status == 0 else { throw SpawnError(description: "cmark-gfm exited with \(status)") }
  }
}

/// The benchmark's earlier way to run the CLI: Foundation's `Process`, whose
/// `waitUntilExit()` adds run-loop polling to every file.
func runCmarkWithFoundationProcess() throws {
  for file in files {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: cmark)
    process.arguments = cmarkArguments + [file.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
}

func runTutorials(concurrency: Int) throws {
  let build = SiteBuild.run(
    root: root.path, options: RenderOptions(themeDirectory: theme, concurrency: concurrency))
  guard let rendered = build.rendered else {
    throw NSError(
      domain: "RenderBenchmarks", code: 1,
      userInfo: [NSLocalizedDescriptionKey: build.messages.joined(separator: "\n")])
  }
  try rendered.write(to: output, concurrency: concurrency)
}

/// Deletes what a run wrote, outside the measured time.
func removeOutputs() {
  try? FileManager.default.removeItem(at: output)
  try? FileManager.default.removeItem(at: cmarkOutput)
}

/// The CPU seconds (user and system, every thread) this process has used.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// Runs `body`, returning its wall-clock and CPU seconds.
func measured(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
  let cpu = cpuSeconds()
  let wall = try seconds(body)
  return (wall, cpuSeconds() - cpu)
}
let cores = ProcessInfo.processInfo.activeProcessorCount
var cmarkBest = Double.infinity
var processBest = Double.infinity
var singleBest = Double.infinity
var concurrentBest = Double.infinity
func format(_ value: Double, _ digits: Int = 3) -> String {
  String(format: "%.\(digits)f", value)
}
/// Adds a sentence to a guide in the middle of the corpus, a different one for each `run`, and
/// returns it.
func editGuide(_ run: Int) throws -> URL {
  let guide = files[(files.count / 2 + run) % files.count]
  var text = try String(contentsOf: guide, encoding: .utf8)
  let title = text.range(of: "\n\n") ?? text.startIndex..<text.startIndex
  text.insert(contentsOf: "\n\nEdit \(run): one more sentence.", at: title.lowerBound)
  try Data(text.utf8).write(to: guide)
  return guide
}

/// Edits one guide at a time in the middle of the corpus and times a session's rebuild against
/// a full build of the same files; prints each pair and the ratio of the medians.
func measureIncremental() throws {
  let options = RenderOptions(themeDirectory: theme, concurrency: cores)
  let session = SiteBuild.Session(root: root.path, options: options)
  guard session.run().rendered != nil else { throw SpawnError(description: "first build failed") }
  var incremental: [Double] = []
  var full: [Double] = []
  for run in 1...runs {
    let guide = try editGuide(run)
    var count = 0
    let incrementalTime = try seconds {
      guard let rendered = session.run().rendered else {
        throw SpawnError(description: "incremental build failed")
      }
      count = rendered.files.count
    }
    let fullTime = try seconds {
      guard SiteBuild.run(root: root.path, options: options).rendered?.files.count == count
      else { throw SpawnError(description: "full build differs in its files") }
    }
    incremental.append(incrementalTime)
    full.append(fullTime)
    print(
      "edit \(run) (\(guide.lastPathComponent)): incremental \(format(incrementalTime)) s, "
        + "full \(format(fullTime)) s, ratio \(format(incrementalTime / fullTime))")
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  print(
    "live preview, one guide edited: incremental \(format(median(incremental))) s ÷ full "
      + "build \(format(median(full))) s = \(format(median(incremental) / median(full))) "
      + "(medians of \(runs), \(cores) threads; target ≤ 0.05)")
}
if CommandLine.arguments.contains("--profile-incremental") {
  let options = RenderOptions(themeDirectory: theme, concurrency: cores)
  let session = SiteBuild.Session(root: root.path, options: options)
  _ = session.run()
  let start = Date()
  for run in 1...runs {
    _ = try editGuide(run)
    _ = session.run()
  }
  let mean = Date().timeIntervalSince(start) / Double(runs)
  print("\(runs) one-guide rebuilds, \(format(mean)) s each on average, \(cores) threads")
  finish()
}
if CommandLine.arguments.contains("--only-incremental") {
  try measureIncremental()
  finish()
}
if CommandLine.arguments.contains("--only-render") {
  let threads = argument("--only-render", default: 1)
  for _ in 1...runs {
    let (wall, cpu) = try measured { try runTutorials(concurrency: threads) }
    print("tutorials render \(format(wall)) s (\(format(cpu, 2)) CPU-s) on \(threads) threads")
    removeOutputs()
  }
  finish()
}
for run in 1...runs {
  let cmarkTime = try seconds(runCmark)
  removeOutputs()
  let processTime = try seconds(runCmarkWithFoundationProcess)
  let (singleTime, singleCPU) = try measured { try runTutorials(concurrency: 1) }
  removeOutputs()
  let (concurrentTime, concurrentCPU) = try measured { try runTutorials(concurrency: cores) }
  removeOutputs()
  cmarkBest = min(cmarkBest, cmarkTime)
  processBest = min(processBest, processTime)
  singleBest = min(singleBest, singleTime)
  concurrentBest = min(concurrentBest, concurrentTime)
  print(
    "run \(run): cmark-gfm \(format(cmarkTime)) s (via Foundation.Process \(format(processTime)) s), "
      + "tutorials render \(format(singleTime)) s (\(format(singleCPU, 2)) CPU-s) on 1 thread, "
      + "\(format(concurrentTime)) s (\(format(concurrentCPU, 2)) CPU-s) on \(cores) threads")
}
let megabytesDone = Double(bytes) / 1e6
func rate(_ time: Double) -> String { "\(format(megabytesDone / time, 1)) MB/s" }
print("best of \(runs):")
print("cmark-gfm CLI, one process per file:           \(rate(cmarkBest))")
print("  (started with Foundation.Process, as before: \(rate(processBest)))")
print(
  "tutorials render, 1 thread:                    \(rate(singleBest)) "
    + "(load, parse, highlight, template, search index, write)")
print("tutorials render, \(cores) threads (its default):    \(rate(concurrentBest))")
print(
  "ratio (tutorials ÷ cmark-gfm): \(format(cmarkBest / concurrentBest, 2)) on \(cores) threads, "
    + "\(format(cmarkBest / singleBest, 2)) on 1 thread (target ≥ 0.8, aim 1.0)")
print(
  "  against the Foundation.Process figure: \(format(processBest / concurrentBest, 2)) on "
    + "\(cores) threads, \(format(processBest / singleBest, 2)) on 1 thread")
try measureIncremental()
