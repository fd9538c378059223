/// A shop that sells items.
public struct Shop {
  /// The shop's name.
  public var name: String
  /// What the shop shows: a struct whose name differs from `body` only in case.
  public struct Body {}
  /// How many items the shop shows.
  public var body: Int { 1 }
  /// A shop with no name.
  public static var empty: Shop { Shop(name: "") }

  /// Opens a shop called `name`.
  public init(name: String) { self.name = name }

  /// Sells one item.
  public func sell(_ item: Item) -> Receipt { Receipt(total: item.price()) }
  /// Sells several items.
  public func sell(_ items: [Item]) -> [Receipt] { items.map(sell) }
  /// Opens a shop; renamed to `opened(named:)` in the second version.
  public static func open(named name: String) -> Shop { Shop(name: name) }

  func audit() -> Int { 0 }
}

/// Something a shop sells.
public enum Item: Sellable {
  /// An apple.
  case apple
  /// A pear of some weight.
  case pear(weight: Int)

  /// The price of the item.
  public func price() -> Int { 2 }
}

/// A thing with a price.
public protocol Sellable {
  /// The price.
  func price() -> Int
  /// A label for the shelf; a requirement with a default implementation.
  func label() -> String
}

extension Sellable {
  /// The default label: none.
  public func label() -> String { "" }
  /// The price less one.
  public func discounted() -> Int { price() - 1 }
}

/// What a sale costs.
public struct Receipt: Comparable {
  /// The amount paid; a `Double` in the second version.
  public var total: Int
  /// A receipt for nothing.
  public static var empty: Receipt { Receipt(total: 0) }

  /// Makes a receipt.
  public init(total: Int) { self.total = total }

  /// Orders receipts by total.
  public static func < (lhs: Receipt, rhs: Receipt) -> Bool { lhs.total < rhs.total }
}

/// Items carried together; gone in the second version.
public typealias Basket = [Item]

extension Array where Element == Item {
  /// The price of every item together.
  public var total: Int { reduce(0) { $0 + $1.price() } }
}
