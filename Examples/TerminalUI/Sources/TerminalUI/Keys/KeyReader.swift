import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from standard input on a thread of its own.
///
/// The main actor stays free for the store and its effects while the thread waits in `read`.
public enum KeyReader {
  /// The keys typed on standard input, ending when it closes.
  public static func keys() -> AsyncStream<Key> {
    AsyncStream { continuation in
      let thread = Thread {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, 64) }
          if count <= 0 { break }
          for key in decoder.decode(Array(buffer[0..<count])) {
            continuation.yield(key)
          }
        }
        continuation.finish()
      }
      thread.start()
    }
  }
}
