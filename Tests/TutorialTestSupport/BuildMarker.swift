import Foundation
import Testing

/// A marker planted on the folder where the checker keeps something it builds once (a
/// library, a runner, a module), to tell whether a later call reused what is kept or built it
/// again.
///
/// NB: the checker builds in a scratch folder beside the kept one and, when that one is there
/// already, keeps it and deletes the scratch folder; a build done again leaves the kept files
/// as they were. What it cannot help leaving is an entry made and removed in the folder, which
/// sets the folder's modification time to now: the marker is a modification time long past.
package enum BuildMarker {
  /// The modification time planted: 2001-01-01, long before any build of this package.
  package static let planted = Date(timeIntervalSinceReferenceDate: 0)

  /// Plants the marker on `folder`, after the first build there.
  package static func plant(on folder: String) throws {
    try FileManager.default.setAttributes([.modificationDate: planted], ofItemAtPath: folder)
  }

  /// Records an issue when something was built in `folder` since the marker was planted.
  package static func expectNothingBuilt(
    in folder: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let modified =
      try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
    #expect(
      modified == planted, "\(what) was built again in \(folder) instead of being reused",
      sourceLocation: sourceLocation)
  }
}
