import CLibFuzzer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the process to libFuzzer, which parses the command line (`-max_total_time=60`,
/// corpus folders, …) and calls `test` with every input until it stops.
///
/// NB: each fuzz target has a `main` of its own and calls this, instead of defining
/// `LLVMFuzzerTestOneInput` for libFuzzer's `main`: SwiftPM links every executable of the
/// graph with the same flags, and the macro plugins Kata builds with already have a `main`.
///
/// ```swift
/// @main enum FuzzWAV {
///   static func main() { runLibFuzzer { FuzzTarget.wav.run($0, $1) } }
/// }
/// ```
public func runLibFuzzer(
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  let status = LLVMFuzzerRunDriver(&argc, &argv, test)
  exit(status)
}
