import Foundation

/// Runs `body` on a thread of its own and waits for it without holding one of Swift
/// concurrency's threads.
///
/// Tests that wait seconds for compilers and programs would otherwise hold threads that the
/// other suites' async tests need (a `TestStore` waits a second for an effect's action).
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}
