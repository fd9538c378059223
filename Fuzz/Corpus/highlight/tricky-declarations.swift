#if os(Linux) && swift(>=5.9)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@available(iOS 17, macOS 14, *) @MainActor
public final class C<T: Equatable, each U>: Base, @unchecked Sendable where T.Element == Int {
  @ReducerBuilder<State, Action> var body: some Reducer<State, Action> { get async throws }
  private(set) lazy var x: [String: Int]? = [:]
  nonisolated(unsafe) static var y = 1
  subscript(id id: Int) -> T? { get { nil } set { } _modify { yield &storage } }
  init?(from decoder: any Decoder, _ f: @escaping @Sendable (inout Int) throws(E) -> Void) {}
  func f<A>(_ a: A...) -> (label: Int, String) where A: Hashable & Sendable { (label: 1, "") }
  typealias G = @convention(c) (UnsafeRawPointer) -> UInt32
}
enum E { case a(id: Int, String), b(Foo.Bar<Baz>?), `default` }
let k = \Foo.bar.baz?[0]!.[id: 1]
let c = { [weak self, x = y] (a: Int, b) async throws -> Int in await a }
switch x { case .a(let y) where y > 0: break; @unknown default: fallthrough }
extension Array: @retroactive P where Element: Hashable {}
func >>> <A, B>(f: @escaping (A) -> B, g: A) -> B { f(g) }
