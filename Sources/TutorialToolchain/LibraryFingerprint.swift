import Foundation
import SwiftParser
import SwiftSyntax
import TutorialSupport

/// Fingerprints of the libraries snippets compile against, computed from the package's files
/// without running the compiler, identical on every machine with the same sources.
///
/// - `interface` changes only when what a snippet can see changes: public declarations'
///   signatures, `@inlinable` bodies, `Package.swift`, the resolved dependency versions and the
///   toolchain. Compile results are keyed by it, so editing a function body in `Kata` keeps them.
/// - `implementation` changes with any library source; `run` results are keyed by it, since
///   what a program prints depends on the bodies too.
package struct LibraryFingerprint: Hashable, Sendable {
  package var interface: String
  package var implementation: String
  /// Every file and folder the fingerprints were computed from, absolute: the manifest, the
  /// resolved versions, the sources and the folders listed to find them.
  package var inputs: [String] = []

  /// Folders, relative to the package, holding library sources.
  package static let sourceFolders = ["Sources", "Examples"]
  /// Folders whose names mark code snippets cannot import.
  package static let skippedFolderNames: Set<String> = [
    "Tests", ".build", "Benchmarks", "Fixtures",
  ]

  /// Fingerprints the libraries of the package at `packagePath`, skipping the `excluded`
  /// folders (relative paths, such as the runner's own `Sources/TutorialKit`).
  ///
  /// `cache` (a JSON file) remembers each file's interface hash by its content hash, so an
  /// unchanged library is not parsed again, and each file's content hash by its size and
  /// modification time, so an unchanged file is not even read. The fingerprint itself depends
  /// only on contents, so it is the same on a fresh clone.
  package static func compute(
    packagePath: String, excluded: [String], toolchain: String, cache: String? = nil
  ) -> Self {
    var stored = Cache()
    if let cache, let data = FileManager.default.contents(atPath: cache) {
      stored = (try? JSONDecoder().decode(Cache.self, from: data)) ?? Cache()
    }
    let known = stored.interfaces
    var used: [String: String] = [:]
    var files: [String: String] = [:]
    var interface = SHA256()
    var implementation = SHA256()
    for hash in [0, 1] {
      let text = "toolchain \(toolchain)\n"
      if hash == 0 { interface.update(text) } else { implementation.update(text) }
    }
    let (sources, folders) = swiftFiles(packagePath: packagePath, excluded: excluded)
    var inputs = folders.map { "\(packagePath)/\($0)" }
    for name in ["Package.swift", "Package.resolved"] {
      inputs.append("\(packagePath)/\(name)")
      let text = (try? String(contentsOfFile: "\(packagePath)/\(name)", encoding: .utf8)) ?? ""
      interface.update("\(name)\n\(text)\n")
      implementation.update("\(name)\n\(text)\n")
    }
    for file in sources {
      let path = "\(packagePath)/\(file)"
      inputs.append(path)
      let stamp = Self.stamp(of: path)
      let remembered = stored.files[file].flatMap { entry -> String? in
        let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0] == stamp, known[parts[1]] != nil else { return nil }
        return parts[1]
      }
      let content: String
      let publicHash: String
      if let remembered, let hash = known[remembered] {
        content = remembered
        publicHash = hash
      } else {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        content = SHA256.hex(text)
        publicHash = known[content] ?? SHA256.hex(publicInterface(of: text))
      }
      used[content] = publicHash
      if let stamp { files[file] = "\(stamp) \(content)" }
      interface.update("\(file)\n\(publicHash)\n")
      implementation.update("\(file)\n\(content)\n")
    }
    let updated = Cache(interfaces: used, files: files)
    if let cache, updated != stored {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      if let data = try? encoder.encode(updated) { try? FileWriting.write(data, to: cache) }
    }
    return Self(
      interface: interface.hexDigest(), implementation: implementation.hexDigest(),
      inputs: inputs)
  }

  /// What the cache file holds.
  package struct Cache: Codable, Equatable {
    /// Interface hash by content hash.
    package var interfaces: [String: String] = [:]
    /// `"<size>:<mtime> <content hash>"` by file path.
    package var files: [String: String] = [:]
  }

  /// A file's size and modification time; `nil` when it cannot be read, or was modified in
  /// the last two seconds.
  ///
  /// NB: As git does for its index: a file changed again within the clock's granularity
  /// could keep its size and time, so a recently modified file is always read.
  package static func stamp(of path: String) -> String? {
    guard let stamp = FileStamp.of(path), stamp.modified < Date().timeIntervalSince1970 - 2
    else { return nil }
    return "\(stamp.size):\(stamp.modified)"
  }

  /// The library source files, relative to the package, sorted, and the folders listed to
  /// find them.
  package static func swiftFiles(packagePath: String, excluded: [String]) -> (
    files: [String], folders: [String]
  ) {
    var files: [String] = []
    var folders: [String] = []
    // NB: `readdir` itself, which says which entries are folders without a `stat` each, and
    // skips excluded folders whole: an unchanged check lists these files every time.
    func walk(_ relative: String) {
      folders.append(relative)
      guard let folder = opendir("\(packagePath)/\(relative)") else { return }
      defer { closedir(folder) }
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix(".") { continue }
        let path = "\(relative)/\(name)"
        var isFolder = entry.pointee.d_type == DT_DIR
        if entry.pointee.d_type == DT_UNKNOWN || entry.pointee.d_type == DT_LNK {
          var info = stat()
          isFolder = stat("\(packagePath)/\(path)", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
        if isFolder {
          if skippedFolderNames.contains(name) || excluded.contains(path) { continue }
          walk(path)
        } else if name.hasSuffix(".swift") {
          files.append(path)
        }
      }
    }
    for folder in sourceFolders where !excluded.contains(folder) { walk(folder) }
    return (files.sorted(), folders)
  }

  /// The declarations of `source` a client can depend on, as one line of tokens: comments,
  /// private declarations and non-inlinable bodies removed.
  package static func publicInterface(of source: String) -> String {
    let tree = Parser.parse(source: source)
    let stripped = InterfaceStripper(viewMode: .sourceAccurate).rewrite(tree)
    return stripped.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
  }
}

/// Removes what a module's clients cannot see.
private final class InterfaceStripper: SyntaxRewriter {
  private static let inlinable: Set<String> = [
    "inlinable", "usableFromInline", "_transparent", "_alwaysEmitIntoClient",
  ]

  private func isInlinable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      return Self.inlinable.contains(attribute.attributeName.trimmedDescription)
    }
  }

  private func isPrivate(_ decl: DeclSyntax) -> Bool {
    guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else {
      return false
    }
    return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
  }

  package override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    super.visit(node.filter { !isPrivate($0.decl) })
  }

  package override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let kept = node.filter { item in
      guard case .decl(let decl) = item.item else { return true }
      return !isPrivate(decl)
    }
    return super.visit(kept)
  }

  package override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
    if isInlinable(node.attributes) { return DeclSyntax(node) }
    return super.visit(node.with(\.body, nil))
  }

  package override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
    if isInlinable(node.attributes) { return DeclSyntax(node) }
    return super.visit(node.with(\.body, nil))
  }

  package override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
    DeclSyntax(node.with(\.body, nil))
  }

  package override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    if isInlinable(node.attributes) { return DeclSyntax(node) }
    let bindings = node.bindings.map { binding in
      var binding = binding
      // NB: a computed property's body is hidden, but whether it has a setter is interface.
      if case .getter = binding.accessorBlock?.accessors {
        binding.accessorBlock = AccessorBlockSyntax(accessors: .accessors([]))
      } else if case .accessors(let list) = binding.accessorBlock?.accessors {
        let kinds = list.map { $0.with(\.body, nil) }
        binding.accessorBlock = AccessorBlockSyntax(accessors: .accessors(.init(kinds)))
      }
      return binding
    }
    return super.visit(node.with(\.bindings, PatternBindingListSyntax(bindings)))
  }
}
