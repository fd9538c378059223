import Foundation

/// The parts of one `*.symbols.json` file (symbol graph format 0.6) that the index reads.
///
/// Everything else in the file (doc comments, locations, availability, generics) is skipped by
/// the decoder, so a graph with more fields, or fields a later format adds, still loads.
struct SymbolGraphFile: Decodable {
  struct Module: Decodable {
    var name: String
  }

  struct Symbol: Decodable {
    struct Kind: Decodable {
      var identifier: String
      var displayName: String
    }

    struct Identifier: Decodable {
      var precise: String
    }

    struct Names: Decodable {
      var title: String
    }

    struct Fragment: Decodable {
      var kind: String
      var spelling: String
      var preciseIdentifier: String?
    }

    struct SwiftExtension: Decodable {
      var extendedModule: String
    }

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var names: Names
    var declarationFragments: [Fragment]?
    var accessLevel: String
    var swiftExtension: SwiftExtension?
  }

  struct Relationship: Decodable {
    var kind: String
    var source: String
  }

  var module: Module
  var symbols: [Symbol]
  var relationships: [Relationship]?
}
